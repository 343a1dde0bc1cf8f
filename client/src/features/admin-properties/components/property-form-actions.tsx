import { Link } from "wouter";
import { LoaderCircle, Save, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";

type PropertyFormActionsProps = { isEdit: boolean; pending: boolean; busy: boolean; onDelete?: () => void };

/** Save / cancel (and delete when editing), sticky at the bottom so they stay reachable on long tabs. */
export function PropertyFormActions({ isEdit, pending, busy, onDelete }: PropertyFormActionsProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 sm:py-4 lg:-mx-10 lg:px-10">
      {isEdit && onDelete && (
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={pending}
          className="text-destructive! hover:border-destructive/60! hover:bg-destructive/10! max-sm:w-11 max-sm:px-0"
        >
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">Löschen</span>
        </Button>
      )}
      <div className="ml-auto flex items-center gap-3">
        {/* Phones have the back link at the top; the bar keeps to one row there. */}
        <Link href="/properties" className={buttonClasses({ variant: "ghost", className: "max-sm:hidden" })}>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending || busy}>
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {pending ? "Wird gespeichert..." : isEdit ? "Änderungen speichern" : "Immobilie anlegen"}
        </Button>
      </div>
    </div>
  );
}
