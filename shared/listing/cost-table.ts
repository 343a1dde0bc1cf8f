import type { TransactionType } from "../enums";
import { formatMonthly, formatPrice, pricePerSqm } from "../format";
import { listingFieldLabels as labels } from "./field-labels";
import type { ListingFact, ListingView } from "./view";

/** A row of the cost table; `total` marks the Warmmiete, the sum a tenant pays. */
export type CostRow = ListingFact & { total?: boolean };

/** What `price` means: the monthly Kaltmiete of a rental, the Kaufpreis of a purchase. */
export const priceLabel = (transactionType: TransactionType) =>
  transactionType === "rent" ? "Kaltmiete" : "Kaufpreis";

/** Renting through us never costs the tenant a commission (the landlord orders the agent). */
export const TENANT_COMMISSION_FREE = "Provisionsfrei für Mieter";
export const COMMISSION_FREE = "Provisionsfrei";
export const HEATING_INCLUDED = "in den Nebenkosten enthalten";

/** A purchase's commission as the ad states it: 'Provisionsfrei', the agreed text, or null when not entered. */
export function buyerCommissionText(listing: Pick<ListingView, "commissionFree" | "buyerCommission">): string | null {
  if (listing.commissionFree) return COMMISSION_FREE;
  return listing.buyerCommission?.trim() || null;
}

/** "8.782 €/m²", or null without a usable size. */
export function formatPricePerSqm(listing: Pick<ListingView, "price" | "size">): string | null {
  const perSqm = pricePerSqm(listing.price, listing.size);
  return perSqm === null ? null : `${formatPrice(perSqm)}/m²`;
}

type CostInput = Pick<
  ListingView,
  | "transactionType"
  | "price"
  | "size"
  | "serviceCharges"
  | "heatingCosts"
  | "heatingIncluded"
  | "totalRent"
  | "deposit"
  | "buyerCommission"
  | "commissionFree"
>;

const row = (key: string, label: string, value: string | null, total?: boolean): CostRow | null =>
  value === null ? null : { key, label, value, ...(total ? { total } : {}) };
const monthly = (euros: number | null | undefined) =>
  euros === null || euros === undefined ? null : formatMonthly(euros);

/**
 * The cost table: rent: Kaltmiete, Nebenkosten, Heizkosten (or included), Warmmiete, Kaution and
 * the tenant's commission; purchase: Kaufpreis, price per m² and the buyer's commission. Amounts
 * nobody entered are left out.
 */
export function listingCosts(listing: CostInput): CostRow[] {
  const rows =
    listing.transactionType === "rent"
      ? [
          row("price", priceLabel("rent"), formatMonthly(listing.price)),
          row("serviceCharges", labels.serviceCharges, monthly(listing.serviceCharges)),
          row(
            "heatingCosts",
            labels.heatingCosts,
            listing.heatingIncluded ? HEATING_INCLUDED : monthly(listing.heatingCosts),
          ),
          row("totalRent", labels.totalRent, monthly(listing.totalRent), true),
          row("deposit", labels.deposit, listing.deposit == null ? null : formatPrice(listing.deposit)),
          row("commission", "Provision", TENANT_COMMISSION_FREE),
        ]
      : [
          row("price", priceLabel("buy"), formatPrice(listing.price)),
          row("pricePerSqm", "Preis pro m²", formatPricePerSqm(listing)),
          row("buyerCommission", labels.buyerCommission, buyerCommissionText(listing)),
        ];
  return rows.filter((r): r is CostRow => r !== null);
}
