import { DeleteDialog, type DeleteCopy } from "@/components/ui/delete-dialog";
import { useDeleteApplication } from "../api/use-delete-application";
import type { AdminApplication } from "@shared/contracts/applications";

const copy: DeleteCopy<AdminApplication> = {
  title: "Bewerbung löschen?",
  description: (application) =>
    `Die Bewerbung von ${application.name} wird mit Personalausweis und Lohnabrechnung endgültig gelöscht (Datenschutz). Das kann nicht rückgängig gemacht werden.`,
  confirm: "Endgültig löschen",
  successTitle: "Bewerbung gelöscht",
  successText: "Die Bewerbung und ihre Dokumente wurden gelöscht.",
  errorText: (message) => `Fehler beim Löschen der Bewerbung: ${message}`,
};

type DeleteApplicationDialogProps = {
  application: AdminApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/** Data-protection erasure after a confirmation; the panel holding this dialog closes afterwards. */
export function DeleteApplicationDialog({ application, open, onOpenChange, onDeleted }: DeleteApplicationDialogProps) {
  return (
    <DeleteDialog
      item={open ? application : null}
      copy={copy}
      remove={useDeleteApplication()}
      onClose={() => onOpenChange(false)}
      onDeleted={onDeleted}
    />
  );
}
