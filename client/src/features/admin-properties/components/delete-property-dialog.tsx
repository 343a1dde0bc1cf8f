import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteProperty } from "../api/use-delete-property";

export type PropertyToDelete = { id: number; title: string };

type DeletePropertyDialogProps = {
  /** The property to ask about; null keeps the dialog closed. */
  property: PropertyToDelete | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** 'Immobilie löschen?' with the title, then DELETE and a toast saying whether it worked. */
export function DeletePropertyDialog({ property, onClose, onDeleted }: DeletePropertyDialogProps) {
  const remove = useDeleteProperty();
  return (
    <ConfirmDialog
      open={property !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Immobilie löschen?"
      description={
        property
          ? `„${property.title}“ wird mit allen Bildern endgültig gelöscht. Bewerbungen zu dieser Immobilie bleiben erhalten.`
          : undefined
      }
      confirmLabel="Endgültig löschen"
      pending={remove.isPending}
      onConfirm={() => {
        if (!property) return;
        remove.mutate(property.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
          onError: onClose,
        });
      }}
    />
  );
}
