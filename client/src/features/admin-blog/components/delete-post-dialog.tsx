import { DeleteDialog, type DeleteCopy } from "@/components/ui/delete-dialog";
import { useDeletePost } from "../api/use-delete-post";

export type PostToDelete = { id: number; title: string };

const copy: DeleteCopy<PostToDelete> = {
  title: "Beitrag löschen?",
  description: (post) =>
    `„${post.title}“ wird endgültig gelöscht und verschwindet aus dem Blog. Das kann nicht rückgängig gemacht werden.`,
  confirm: "Löschen",
  successTitle: "Beitrag gelöscht",
  successText: "Der Beitrag wurde erfolgreich gelöscht.",
  errorText: (message) => `Fehler beim Löschen des Beitrags: ${message}`,
};

type DeletePostDialogProps = { post: PostToDelete | null; onClose: () => void; onDeleted?: () => void };

/** Confirmation, then DELETE /api/blog/{id}. */
export function DeletePostDialog({ post, onClose, onDeleted }: DeletePostDialogProps) {
  return <DeleteDialog item={post} copy={copy} remove={useDeletePost()} onClose={onClose} onDeleted={onDeleted} />;
}
