import { FormActions } from "@/components/ui/form-actions";

type PropertyFormActionsProps = { isEdit: boolean; pending: boolean; busy: boolean; onDelete?: () => void };

/** Save / cancel (and delete when editing) of the property editor. */
export function PropertyFormActions(props: PropertyFormActionsProps) {
  return <FormActions {...props} cancelHref="/properties" createLabel="Immobilie anlegen" />;
}
