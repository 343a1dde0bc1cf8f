import { Link } from "wouter";
import { LoaderCircle, Save, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "./button";

type FormActionsProps = {
  isEdit: boolean;
  /** Saving: both buttons wait, the save button spins. */
  pending: boolean;
  /** Something else must finish first (e.g. photos still being resized). */
  busy?: boolean;
  onDelete?: () => void;
  /** Where 'Abbrechen' leads (the list). */
  cancelHref: string;
  /** The save button of a new record, e.g. 'Immobilie anlegen'. */
  createLabel: string;
};

/**
 * Save / cancel (and delete when editing) of an admin editor, sticky at the bottom so they stay
 * reachable on long forms; one row on phones, where the back link at the top cancels.
 */
export function FormActions({ isEdit, pending, busy = false, onDelete, cancelHref, createLabel }: FormActionsProps) {
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
        <Link href={cancelHref} className={buttonClasses({ variant: "ghost", className: "max-sm:hidden" })}>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending || busy}>
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {pending ? "Wird gespeichert..." : isEdit ? "Änderungen speichern" : createLabel}
        </Button>
      </div>
    </div>
  );
}
