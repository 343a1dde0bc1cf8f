import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { isUnauthorized } from "@/lib/unauthorized";
import { useDeletePost } from "../api/use-delete-post";

export type PostToDelete = { id: number; title: string };

const copy = {
  title: "Beitrag löschen?",
  description: (title: string) =>
    `„${title}“ wird endgültig gelöscht und verschwindet aus dem Blog. Das kann nicht rückgängig gemacht werden.`,
  confirm: "Löschen",
  successTitle: "Beitrag gelöscht",
  successText: "Der Beitrag wurde erfolgreich gelöscht.",
  errorTitle: "Fehler",
  errorText: (message: string) => `Fehler beim Löschen des Beitrags: ${message}`,
};

type DeletePostDialogProps = { post: PostToDelete | null; onClose: () => void; onDeleted?: () => void };

/** Confirmation, then DELETE /api/blog/{id}. */
export function DeletePostDialog({ post, onClose, onDeleted }: DeletePostDialogProps) {
  const remove = useDeletePost();
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={post ? copy.description(post.title) : undefined}
      confirmLabel={copy.confirm}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!post) return;
        try {
          await remove.mutateAsync(post.id);
          onClose();
          onDeleted?.();
          toast({ title: copy.successTitle, description: copy.successText });
        } catch (error) {
          if (isUnauthorized(error)) return onClose();
          toast({ variant: "destructive", title: copy.errorTitle, description: copy.errorText(errorMessage(error)) });
        }
      }}
    />
  );
}
