import { Switch } from "@/components/ui/switch";
import type { Property } from "@shared/contracts/properties";
import { useToggleHighlight } from "../api/use-toggle-highlight";

/** The highlight switch of one row; flips at once and rolls back if saving fails. */
export function HighlightToggle({ property }: { property: Pick<Property, "id" | "title" | "isHighlight"> }) {
  const toggle = useToggleHighlight();
  return (
    <Switch
      aria-label={`Highlight: ${property.title}`}
      checked={property.isHighlight}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending}
      onCheckedChange={(isHighlight) => toggle.mutate({ id: property.id, isHighlight })}
    />
  );
}
