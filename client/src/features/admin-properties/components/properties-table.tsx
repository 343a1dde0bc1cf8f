import { Link } from "wouter";
import { propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatArea, formatListingPrice, formatRooms } from "@shared/format";
import type { Property } from "@shared/contracts/properties";
import { HighlightToggle } from "./highlight-toggle";
import { PropertyRowActions } from "./property-row-actions";
import { PropertyStatusBadge } from "./property-status-badge";
import { PropertyThumbnail } from "./property-thumbnail";
import { DataTable, type Column } from "@/components/ui/data-table";

type PropertiesTableProps = { properties: Property[]; onDelete: (property: Property) => void };

const columns: Column[] = [
  { label: "Immobilie" },
  { label: "Typ" },
  { label: "Preis", align: "right" },
  { label: "Status" },
  { label: "Highlight" },
  { label: "Aktionen", align: "right" },
];

/** Desktop: one row per property. */
export function PropertiesTable({ properties, onDelete }: PropertiesTableProps) {
  return (
    <DataTable caption="Immobilien" widthClass="min-w-[56rem]" columns={columns}>
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
    </DataTable>
  );
}
