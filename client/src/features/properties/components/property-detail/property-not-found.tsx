import { SearchX, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BackToList } from "./property-summary";

const copy = {
  title: "Immobilie nicht gefunden",
  text: "Die gesuchte Immobilie existiert nicht oder wurde entfernt.",
  retry: "Erneut versuchen",
};

/** Missing, hidden or unloadable property. `onRetry` only for failures other than "not found". */
export function PropertyNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="container-page py-16 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed border-input/60 bg-card/60 px-6 py-14 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <SearchX aria-hidden className="size-7" />
        </span>
        <h1 className="text-h2 text-foreground">{copy.title}</h1>
        <p className="max-w-md leading-relaxed text-muted-foreground">{copy.text}</p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <BackToList />
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden />
              {copy.retry}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

export const notFoundTitle = copy.title;
