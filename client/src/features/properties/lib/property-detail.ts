// Rules of the detail page kept out of the components.
import { propertyStatusLabels } from "@shared/enums";
import { formatListingPrice, formatPrice, pricePerSqm } from "@shared/format";
import { truncate } from "@shared/text";
import type { Property } from "@shared/contracts/properties";

/** The route's id as a positive integer, or undefined for "12abc", "0", "-3" (shown as not found). */
export function parsePropertyId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

export const isReserved = (property: Pick<Property, "status">) => property.status === "reserved";

/** 'Reserviert' when reserved, otherwise 'Sofort'. */
export function availabilityLabel(property: Pick<Property, "status">): string {
  return isReserved(property) ? propertyStatusLabels.reserved : "Sofort";
}

export type DetailPrice = { amount: string; perSqm: string | null };

/** Rent: "1.450 €/Monat"; sale: "685.000 €" plus the price per m², rounded ("8.782 €/m²"). */
export function detailPrice(property: Pick<Property, "price" | "size" | "transactionType">): DetailPrice {
  if (property.transactionType === "rent") return { amount: formatListingPrice(property.price, "rent"), perSqm: null };
  const perSqm = pricePerSqm(property.price, property.size);
  return { amount: formatPrice(property.price), perSqm: perSqm === null ? null : `${formatPrice(perSqm)}/m²` };
}

/** One paragraph per line of the description; blank lines are dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The meta description is the first 150 characters of the description (on one line). */
export const DETAIL_META_LENGTH = 150;
export function detailMetaDescription(description: string): string {
  return truncate(description.replace(/\s+/g, " ").trim(), DETAIL_META_LENGTH);
}
