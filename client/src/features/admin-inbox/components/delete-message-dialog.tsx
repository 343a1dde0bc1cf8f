import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { isUnauthorized } from "@/lib/unauthorized";
import { useDeleteContact } from "../api/use-delete-contact";
import type { ContactMessage } from "@shared/contracts/contacts";

const copy = {
  title: "Nachricht löschen?",
  description: (name: string) =>
    `Die Nachricht von ${name} wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`,
  confirm: "Löschen",
  successTitle: "Nachricht gelöscht",
  successText: "Die Nachricht wurde erfolgreich gelöscht.",
  errorTitle: "Fehler",
  errorText: (message: string) => `Fehler beim Löschen der Nachricht: ${message}`,
};

type DeleteMessageDialogProps = { message: ContactMessage | null; onClose: () => void };

/** Confirmation, then DELETE /api/contacts/{id}. */
export function DeleteMessageDialog({ message, onClose }: DeleteMessageDialogProps) {
  const remove = useDeleteContact();
  return (
    <ConfirmDialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={message ? copy.description(message.name) : undefined}
      confirmLabel={copy.confirm}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!message) return;
        try {
          await remove.mutateAsync(message.id);
          onClose();
          toast({ title: copy.successTitle, description: copy.successText });
        } catch (error) {
          if (isUnauthorized(error)) return onClose();
          toast({ variant: "destructive", title: copy.errorTitle, description: copy.errorText(errorMessage(error)) });
        }
      }}
    />
  );
}
