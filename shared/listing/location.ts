export type LocationFacts = {
  /** Street and number; null when the listing does not show them to visitors. */
  address: string | null;
  postalCode?: string | null;
  district?: string | null;
  city: string;
};

/** "Kastanienallee 42, 10435 Berlin, Prenzlauer Berg"; without the street when it is not shown. */
export function formatLocation(listing: LocationFacts): string {
  const place = [listing.postalCode, listing.city].filter(Boolean).join(" ");
  const district = listing.district && !listing.city.includes(listing.district) ? listing.district : null;
  return [listing.address, place, district].filter(Boolean).join(", ");
}
