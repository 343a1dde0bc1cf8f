import { DeleteDialog, type DeleteCopy } from "@/components/ui/delete-dialog";
import { useDeleteContact } from "../api/use-delete-contact";
import type { ContactMessage } from "@shared/contracts/contacts";

const copy: DeleteCopy<ContactMessage> = {
  title: "Nachricht löschen?",
  description: (message) =>
    `Die Nachricht von ${message.name} wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`,
  confirm: "Löschen",
  successTitle: "Nachricht gelöscht",
  successText: "Die Nachricht wurde erfolgreich gelöscht.",
  errorText: (message) => `Fehler beim Löschen der Nachricht: ${message}`,
};

type DeleteMessageDialogProps = { message: ContactMessage | null; onClose: () => void };

/** Confirmation, then DELETE /api/contacts/{id}. */
export function DeleteMessageDialog({ message, onClose }: DeleteMessageDialogProps) {
  return <DeleteDialog item={message} copy={copy} remove={useDeleteContact()} onClose={onClose} />;
}
