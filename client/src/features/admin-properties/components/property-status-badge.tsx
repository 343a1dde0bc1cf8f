import { propertyStatusLabels, type PropertyStatus } from "@shared/enums";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const variants: Record<PropertyStatus, BadgeVariant> = { active: "success", reserved: "accent", hidden: "outline" };

/** Aktiv / Reserviert / Versteckt. */
export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  return <Badge variant={variants[status]}>{propertyStatusLabels[status]}</Badge>;
}
