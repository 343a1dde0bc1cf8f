import { missingForPublication } from "@shared/listing/publishing";
import type { Property } from "@shared/contracts/properties";
import { Badge } from "@/components/ui/badge";

/**
 * 'Unvollständig' and what is missing, for a listing the publishing rule would refuse (older
 * listings, imports, drafts); nothing for a complete one.
 */
export function IncompleteBadge({ property }: { property: Property }) {
  const missing = missingForPublication(property);
  if (missing.length === 0) return null;
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="outline" className="border-destructive/60 text-destructive">
        Unvollständig
      </Badge>
      <p className="text-xs leading-snug text-muted-foreground">Fehlt: {missing.map((m) => m.label).join(", ")}</p>
    </div>
  );
}
