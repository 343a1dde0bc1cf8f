import { errorMessage } from "@/lib/api-client";
import { isUnauthorized } from "@/lib/unauthorized";
import { ConfirmDialog } from "./confirm-dialog";
import { toast } from "./use-toast";

/** What the dialog says: question, consequence, button, and the toasts after success or failure. */
export type DeleteCopy<T> = {
  title: string;
  description: (item: T) => string;
  confirm: string;
  successTitle: string;
  successText: string;
  /** "Fehler beim Löschen des Beitrags: {message}". */
  errorText: (message: string) => string;
};

type DeleteDialogProps<T extends { id: number }> = {
  /** The record to ask about; null keeps the dialog closed. */
  item: T | null;
  copy: DeleteCopy<T>;
  remove: { isPending: boolean; mutateAsync: (id: number) => Promise<unknown> };
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Confirmation, then the DELETE; a toast says whether it worked. A signed-out admin is sent to the
 * login page by the API client, so that case only closes the dialog.
 */
export function DeleteDialog<T extends { id: number }>({
  item,
  copy,
  remove,
  onClose,
  onDeleted,
}: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={item ? copy.description(item) : undefined}
      confirmLabel={copy.confirm}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove.mutateAsync(item.id);
          onClose();
          onDeleted?.();
          toast({ title: copy.successTitle, description: copy.successText });
        } catch (error) {
          if (isUnauthorized(error)) return onClose();
          toast({ variant: "destructive", title: "Fehler", description: copy.errorText(errorMessage(error)) });
        }
      }}
    />
  );
}
