import { DeleteIconButton, EditIconLink } from "@/components/ui/row-actions";
import type { Property } from "@shared/contracts/properties";

type PropertyRowActionsProps = { property: Pick<Property, "id" | "title">; onDelete: () => void };

/** Edit and delete buttons of one property, named with its title. */
export function PropertyRowActions({ property, onDelete }: PropertyRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <EditIconLink href={`/properties/${property.id}`} label={`Bearbeiten: ${property.title}`} title="Bearbeiten" />
      <DeleteIconButton label={`Löschen: ${property.title}`} title="Löschen" onClick={onDelete} />
    </div>
  );
}
