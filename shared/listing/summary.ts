import { formatArea, formatMonthly, formatPrice } from "../format";
import { truncate } from "../text";
import { formatRoomCount } from "./facts";
import { formatLocation } from "./location";
import { priceLabel } from "./cost-table";
import type { ListingView } from "./view";

type SummaryInput = Pick<
  ListingView,
  "transactionType" | "type" | "price" | "totalRent" | "size" | "rooms" | "address" | "postalCode" | "district" | "city"
>;

/**
 * The facts a flat-seeker compares first, on one line: "Kaltmiete 1.450 €/Monat · Warmmiete
 * 1.785 €/Monat · 84,5 m² · 2,5 Zimmer · 10435 Berlin, Prenzlauer Berg" (or the Kaufpreis). The
 * street is never part of it: the line goes into link previews.
 */
export function listingKeyFacts(listing: SummaryInput): string {
  const price =
    listing.transactionType === "rent"
      ? [
          `${priceLabel("rent")} ${formatMonthly(listing.price)}`,
          ...(listing.totalRent != null ? [`Warmmiete ${formatMonthly(listing.totalRent)}`] : []),
        ]
      : [`${priceLabel("buy")} ${formatPrice(listing.price)}`];
  return [
    ...price,
    formatArea(listing.size),
    formatRoomCount(listing.rooms, listing.type),
    formatLocation({ ...listing, address: null }),
  ].join(" · ");
}

/** Longest description of a listing for search results and link previews. */
export const LISTING_DESCRIPTION_LENGTH = 200;

/** The meta and share description: the key facts, then the start of the description. */
export function listingDescription(listing: SummaryInput & Pick<ListingView, "description">): string {
  const text = `${listingKeyFacts(listing)}. ${listing.description.replace(/\s+/g, " ").trim()}`;
  return truncate(text, LISTING_DESCRIPTION_LENGTH);
}
