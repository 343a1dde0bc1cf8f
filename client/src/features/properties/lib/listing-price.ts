// How the cards and the detail page headline a listing's price.
import { formatColdRent, formatMonthly, formatPrice } from "@shared/format";
import { formatPricePerSqm, priceLabel } from "@shared/listing/cost-table";
import { listingFieldLabels } from "@shared/listing/field-labels";
import type { Property } from "@shared/contracts/properties";

type PriceFacts = Pick<Property, "transactionType" | "price" | "size" | "totalRent">;

/** A figure under the headline price: the Warmmiete of a rental, the price per m² of a purchase. */
export type PriceNote = { label: string; value: string };

const priceNote = (listing: PriceFacts): PriceNote | null => {
  if (listing.transactionType === "rent") {
    return listing.totalRent == null
      ? null
      : { label: listingFieldLabels.totalRent, value: formatMonthly(listing.totalRent) };
  }
  const perSqm = formatPricePerSqm(listing);
  return perSqm === null ? null : { label: "Preis pro m²", value: perSqm };
};

/** A card: "1.450 € kalt" with "Warmmiete 1.785 €/Monat" under it, or the Kaufpreis with its price per m². */
export function cardPrice(listing: PriceFacts): { amount: string; note: PriceNote | null } {
  const amount = listing.transactionType === "rent" ? formatColdRent(listing.price) : formatPrice(listing.price);
  return { amount, note: priceNote(listing) };
}

/** The detail page's price box: "Kaltmiete" 1.450 €/Monat (or "Kaufpreis" 685.000 €) and the same note. */
export function detailPrice(listing: PriceFacts): { label: string; amount: string; note: PriceNote | null } {
  const amount = listing.transactionType === "rent" ? formatMonthly(listing.price) : formatPrice(listing.price);
  return { label: priceLabel(listing.transactionType), amount, note: priceNote(listing) };
}
