import { Link } from "wouter";
import { propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatArea, formatListingPrice, formatRooms } from "@shared/format";
import type { Property } from "@/features/properties/types";
import { HighlightToggle } from "./highlight-toggle";
import { PropertyRowActions } from "./property-row-actions";
import { PropertyStatusBadge } from "./property-status-badge";
import { PropertyThumbnail } from "./property-thumbnail";

type PropertiesTableProps = { properties: Property[]; onDelete: (property: Property) => void };

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground";

/** Desktop: one row per property. */
export function PropertiesTable({ properties, onDelete }: PropertiesTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-card">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">Immobilien</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={th}>
              Immobilie
            </th>
            <th scope="col" className={th}>
              Typ
            </th>
            <th scope="col" className={`${th} text-right`}>
              Preis
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Highlight
            </th>
            <th scope="col" className={`${th} text-right`}>
              Aktionen
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {properties.map((property, index) => (
            <tr key={property.id} className="align-middle transition-colors hover:bg-muted/40">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <PropertyThumbnail property={property} index={index} className="h-12 w-16" />
                  <div className="min-w-0">
                    <Link
                      href={`/properties/${property.id}`}
                      className="line-clamp-2 font-semibold text-foreground hover:text-primary hover:underline"
                    >
                      {property.title}
                    </Link>
                    <p className="mt-0.5 truncate text-muted-foreground">
                      {property.address}, {property.city} · Nr. {property.id}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <p className="font-medium text-foreground">{propertyTypeLabels[property.type]}</p>
                <p className="text-muted-foreground">
                  {transactionTypeLabels[property.transactionType]} · {formatArea(property.size)} ·{" "}
                  {formatRooms(property.rooms)} Zi.
                </p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-foreground">
                {formatListingPrice(property.price, property.transactionType)}
              </td>
              <td className="px-4 py-3">
                <PropertyStatusBadge status={property.status} />
              </td>
              <td className="px-4 py-1">
                <HighlightToggle property={property} />
              </td>
              <td className="px-4 py-1">
                <PropertyRowActions property={property} onDelete={() => onDelete(property)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
