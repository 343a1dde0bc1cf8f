import { Link } from "wouter";
import { propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatArea, formatListingPrice, formatRooms } from "@shared/format";
import type { Property } from "@shared/contracts/properties";
import { HighlightToggle } from "./highlight-toggle";
import { IncompleteBadge } from "./incomplete-badge";
import { PropertyRowActions } from "./property-row-actions";
import { PropertyStatusBadge } from "./property-status-badge";
import { PropertyThumbnail } from "./property-thumbnail";
import { DataTable, type Column } from "@/components/ui/data-table";

type PropertiesTableProps = { properties: Property[]; onDelete: (property: Property) => void };

// Fixed widths for every column but the first, so all of them (Aktionen included) fit the content
// width of a 1280 px screen beside the admin sidebar; long titles and addresses wrap or truncate.
const columns: Column[] = [
  { label: "Immobilie" },
  { label: "Typ", className: "w-36" },
  { label: "Preis", align: "right", className: "w-32" },
  { label: "Status", className: "w-44" },
  { label: "Highlight", className: "w-24" },
  { label: "Aktionen", align: "right", className: "w-28" },
];

/** Wide screens: one row per property. */
export function PropertiesTable({ properties, onDelete }: PropertiesTableProps) {
  return (
    <DataTable caption="Immobilien" widthClass="table-fixed" columns={columns}>
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
                <p className="mt-0.5 truncate text-muted-foreground" title={`${property.address}, ${property.city}`}>
                  {property.address}, {property.city}
                </p>
                <p className="truncate text-xs text-muted-foreground">Nr. {property.objectNumber}</p>
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
          <td className="px-4 py-3 text-right font-semibold tabular-nums text-foreground">
            {formatListingPrice(property.price, property.transactionType)}
          </td>
          <td className="px-4 py-3">
            <div className="grid justify-items-start gap-1.5">
              <PropertyStatusBadge status={property.status} />
              <IncompleteBadge property={property} />
            </div>
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
