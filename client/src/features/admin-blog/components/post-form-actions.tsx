import { FormActions } from "@/components/ui/form-actions";

type PostFormActionsProps = { isEdit: boolean; pending: boolean; onDelete?: () => void };

/** Save / cancel (and delete when editing) of the post editor. */
export function PostFormActions(props: PostFormActionsProps) {
  return <FormActions {...props} cancelHref="/blog" createLabel="Beitrag anlegen" />;
}
