import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useBeforeUnload } from "@/hooks/use-before-unload";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";

/**
 * Put into a form: while it holds unsaved input, closing or reloading the tab asks the browser's
 * question, and a link inside the app asks whether to discard the input first.
 */
export function UnsavedChangesGuard({ active }: { active: boolean }) {
  useBeforeUnload(active);
  const { pendingPath, stay, leave } = useLeaveConfirmation(active);
  return (
    <ConfirmDialog
      open={pendingPath !== null}
      onOpenChange={(open) => !open && stay()}
      title="Ungespeicherte Änderungen verwerfen?"
      description="Sie haben Eingaben, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren."
      confirmLabel="Verwerfen und verlassen"
      cancelLabel="Weiter bearbeiten"
      onConfirm={leave}
    />
  );
}
