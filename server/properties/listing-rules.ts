import type { Property } from "@shared/schema/index";
import type { PropertyInput } from "@shared/validation/property";
import { totalRentOf } from "@shared/listing/costs";
import {
  conflictsForPublication,
  isPublicStatus,
  missingForPublication,
  publishingRefusal,
} from "@shared/listing/publishing";
import { hiddenAddressPoint } from "@shared/search/geo";
import { coordinatesRefusal } from "@shared/validation/property";
import { badRequest } from "../http/errors";

// The rules every path that writes or shows a listing applies: admin form, imports, scraper, pages.

/** A listing as visitors may see it: street and number are null when the listing does not show them. */
export type VisitorProperty = Omit<Property, "address"> & { address: string | null };

/**
 * What visitors may see of a listing: unless it shows its address, no street and number, and its
 * point snapped to a grid of about 280 m × 270 m (hiddenAddressPoint). Staff see the exact point.
 */
export function forVisitor(property: Property): VisitorProperty {
  if (property.showAddress) return property;
  const { latitude, longitude } = property;
  const point =
    latitude !== null && longitude !== null ? hiddenAddressPoint({ lat: latitude, lng: longitude }) : undefined;
  return { ...property, address: null, latitude: point?.lat ?? null, longitude: point?.lng ?? null };
}

/** A point is both coordinates or neither (checked on the record as it will be stored). */
export function assertCoordinatesPaired(listing: { latitude?: number | null; longitude?: number | null }): void {
  const refusal = coordinatesRefusal(listing);
  if (refusal) throw badRequest(refusal.message, [refusal]);
}

/**
 * Refuses a public listing that lacks what the law requires in an ad, or whose facts contradict
 * each other (the publishing rule). Hidden listings (drafts) may be either.
 */
export function assertPublishable(listing: Parameters<typeof missingForPublication>[0]): void {
  if (!isPublicStatus(listing.status)) return;
  const missing = missingForPublication(listing);
  const conflicts = conflictsForPublication(listing);
  if (missing.length || conflicts.length) {
    const { message, errors } = publishingRefusal(missing, conflicts);
    throw badRequest(message, errors);
  }
}

/** The record as stored: the input with the Warmmiete the server computes from it. */
export const withComputedFields = <T extends PropertyInput>(input: T): T & { totalRent: number | null } => ({
  ...input,
  totalRent: totalRentOf(input),
});
