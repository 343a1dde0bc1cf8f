import { listingCosts } from "@shared/listing/cost-table";
import type { Property } from "@shared/contracts/properties";
import { cn } from "@/lib/cn";
import { DetailSection } from "./detail-section";

/**
 * 'Kosten': rent: Kaltmiete, Nebenkosten, Heizkosten, Warmmiete (emphasised), Kaution and the
 * tenant's commission; purchase: Kaufpreis, price per m² and the buyer's commission.
 */
export function PropertyCosts({ property }: { property: Property }) {
  return (
    <DetailSection title="Kosten">
      <div className="overflow-hidden rounded-xl border border-border bg-card shadow-card">
        <table className="w-full text-left">
          <tbody>
            {listingCosts(property).map((row) => (
              <tr
                key={row.key}
                className={cn("border-b border-border last:border-b-0", row.total && "bg-secondary/60")}
              >
                <th
                  scope="row"
                  className={cn(
                    "px-4 py-3 sm:px-6",
                    row.total ? "font-semibold text-foreground" : "font-normal text-muted-foreground",
                  )}
                >
                  {row.label}
                </th>
                <td
                  className={cn("px-4 py-3 text-right font-semibold text-foreground sm:px-6", row.total && "text-lg")}
                >
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
