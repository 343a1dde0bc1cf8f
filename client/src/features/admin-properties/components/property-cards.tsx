import { Link } from "wouter";
import { MapPin } from "lucide-react";
import { propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { formatListingPrice } from "@shared/format";
import type { Property } from "@shared/contracts/properties";
import { HighlightToggle } from "./highlight-toggle";
import { IncompleteBadge } from "./incomplete-badge";
import { PropertyRowActions } from "./property-row-actions";
import { PropertyStatusBadge } from "./property-status-badge";
import { PropertyThumbnail } from "./property-thumbnail";

type PropertyCardsProps = { properties: Property[]; onDelete: (property: Property) => void };

/** Phones, tablets and small laptops: one card per property. */
export function PropertyCards({ properties, onDelete }: PropertyCardsProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {properties.map((property, index) => (
        <li key={property.id} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-card">
          <div className="flex gap-3">
            <PropertyThumbnail property={property} index={index} className="h-20 w-24" />
            <div className="min-w-0 flex-1">
              <Link
                href={`/properties/${property.id}`}
                className="line-clamp-2 font-semibold leading-snug text-foreground hover:text-primary hover:underline"
              >
                {property.title}
              </Link>
              <p className="mt-1 flex items-center gap-1 truncate text-sm text-muted-foreground">
                <MapPin aria-hidden className="size-3.5 shrink-0" />
                {property.city} · Nr. {property.objectNumber}
              </p>
              <p className="mt-1 font-semibold tabular-nums text-foreground">
                {formatListingPrice(property.price, property.transactionType)}
              </p>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap gap-1.5">
            <PropertyStatusBadge status={property.status} />
            <Badge variant="secondary">{propertyTypeLabels[property.type]}</Badge>
            <Badge variant="outline">{transactionTypeLabels[property.transactionType]}</Badge>
          </div>
          <div className="mt-2 empty:hidden">
            <IncompleteBadge property={property} />
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 border-t border-border pt-2">
            <span className="flex items-center gap-2 text-sm text-foreground">
              <HighlightToggle property={property} />
              <span aria-hidden>Highlight</span>
            </span>
            <PropertyRowActions property={property} onDelete={() => onDelete(property)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
