import type { TransactionType } from "../enums";

export type RentFacts = {
  transactionType: TransactionType;
  price: number;
  serviceCharges?: number | null;
  heatingCosts?: number | null;
  heatingIncluded?: boolean | null;
};

/**
 * Warmmiete: Kaltmiete plus Nebenkosten plus Heizkosten (unless the service charges include heating).
 * Null for purchases, and for rentals whose service charges are not known yet.
 */
export function totalRentOf(listing: RentFacts): number | null {
  if (listing.transactionType !== "rent" || listing.serviceCharges === undefined || listing.serviceCharges === null) {
    return null;
  }
  const heating = listing.heatingIncluded ? 0 : (listing.heatingCosts ?? 0);
  return listing.price + listing.serviceCharges + heating;
}
