import { Link } from "wouter";
import { LoaderCircle, Save, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";

const copy = {
  delete: "Löschen",
  cancel: "Abbrechen",
  saving: "Wird gespeichert...",
  save: "Änderungen speichern",
  saveShort: "Speichern",
  create: "Beitrag anlegen",
};

type PostFormActionsProps = { isEdit: boolean; pending: boolean; onDelete?: () => void };

/** Save / cancel (and delete when editing), sticky at the bottom; one compact row on phones. */
export function PostFormActions({ isEdit, pending, onDelete }: PostFormActionsProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:gap-3 sm:px-6 sm:py-4 lg:-mx-10 lg:px-10">
      {isEdit && onDelete && (
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={pending}
          className="text-destructive hover:border-destructive/60 hover:bg-destructive/10"
        >
          <Trash2 aria-hidden />
          {copy.delete}
        </Button>
      )}
      {/* Phones: the back link above the form cancels; the row keeps room for the two main buttons. */}
      <Link href="/blog" className={buttonClasses({ variant: "ghost", className: "ml-auto max-sm:hidden" })}>
        {copy.cancel}
      </Link>
      <Button type="submit" disabled={pending} className="max-sm:flex-1">
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        {pending ? (
          copy.saving
        ) : isEdit ? (
          <>
            <span className="sm:hidden">{copy.saveShort}</span>
            <span className="max-sm:hidden">{copy.save}</span>
          </>
        ) : (
          copy.create
        )}
      </Button>
    </div>
  );
}
