import type { ReactNode } from "react";
import { Link } from "wouter";
import { FilePen, LoaderCircle, Send, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import type { SaveIntent } from "../lib/property-form";

type PropertyFormActionsProps = {
  /** Which save is running (its button spins; both wait). */
  saving?: SaveIntent;
  pending: boolean;
  /** Photos still being resized. */
  busy: boolean;
  onDraft: () => void;
  onDelete?: () => void;
  /** Points 'Veröffentlichen' at the checklist for screen readers. */
  checklistId: string;
  /** Shown above the buttons on narrow screens (the checklist's state). */
  summary?: ReactNode;
};

// On phones both saves share the row beside the bin; a label may wrap onto two lines.
const phoneButton =
  "max-sm:h-auto max-sm:min-h-11 max-sm:flex-1 max-sm:whitespace-normal max-sm:px-3 max-sm:text-sm max-sm:leading-tight";

const spinner = <LoaderCircle aria-hidden className="animate-spin" />;

/**
 * Sticky at the bottom of the editor: delete (editing), cancel, 'Als Entwurf speichern' (hidden, may
 * be incomplete) and 'Veröffentlichen' (the form's submit, checked against the publishing rule).
 */
export function PropertyFormActions({
  saving,
  pending,
  busy,
  onDraft,
  onDelete,
  checklistId,
  summary,
}: PropertyFormActionsProps) {
  const waiting = pending || busy || saving !== undefined;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex flex-wrap items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:gap-3 sm:px-6 sm:py-4 lg:-mx-10 lg:px-10">
      {summary && <div className="basis-full lg:hidden">{summary}</div>}
      {onDelete && (
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={waiting}
          className="shrink-0 text-destructive! hover:border-destructive/60! hover:bg-destructive/10! max-sm:w-11 max-sm:px-0"
        >
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">Löschen</span>
        </Button>
      )}
      <div className="ml-auto flex min-w-0 items-center gap-2 max-sm:flex-1 sm:gap-3">
        <Link href="/properties" className={buttonClasses({ variant: "ghost", className: "max-md:hidden" })}>
          Abbrechen
        </Link>
        <Button variant="outline" onClick={onDraft} disabled={waiting} className={phoneButton}>
          {saving === "draft" ? spinner : <FilePen aria-hidden className="max-sm:hidden" />}
          Als Entwurf speichern
        </Button>
        <Button type="submit" disabled={waiting} aria-describedby={checklistId} className={phoneButton}>
          {saving === "publish" ? spinner : <Send aria-hidden className="max-sm:hidden" />}
          Veröffentlichen
        </Button>
      </div>
    </div>
  );
}
