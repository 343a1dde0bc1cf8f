import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDeleteApplication } from "../api/use-delete-application";
import type { AdminApplication } from "@shared/contracts/applications";

const copy = {
  title: "Bewerbung löschen?",
  description: (name: string) =>
    `Die Bewerbung von ${name} wird mit Personalausweis und Lohnabrechnung endgültig gelöscht (Datenschutz). Das kann nicht rückgängig gemacht werden.`,
  confirm: "Endgültig löschen",
  successTitle: "Bewerbung gelöscht",
  successText: "Die Bewerbung und ihre Dokumente wurden gelöscht.",
  errorTitle: "Fehler",
  errorText: (message: string) => `Fehler beim Löschen der Bewerbung: ${message}`,
};

type DeleteApplicationDialogProps = {
  application: AdminApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/** Data-protection erasure after a confirmation. */
export function DeleteApplicationDialog({ application, open, onOpenChange, onDeleted }: DeleteApplicationDialogProps) {
  const remove = useDeleteApplication();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description(application.name)}
      confirmLabel={copy.confirm}
      pending={remove.isPending}
      onConfirm={async () => {
        // mutateAsync: the panel holding this dialog unmounts once the list drops the application.
        try {
          await remove.mutateAsync(application.id);
          onOpenChange(false);
          onDeleted();
          toast({ title: copy.successTitle, description: copy.successText });
        } catch (error) {
          toast({ variant: "destructive", title: copy.errorTitle, description: copy.errorText(errorMessage(error)) });
        }
      }}
    />
  );
}
