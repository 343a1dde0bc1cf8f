import type { Property } from "../schema/properties";

/**
 * A listing as pages, link previews and the exposé show it: a stored row or its API answer. The
 * street is null when the listing does not show it to visitors.
 */
export type ListingView = Omit<Property, "address" | "createdAt" | "updatedAt"> & { address: string | null };

/** A fact of a listing as a page states it: the field, its German name and its value in words. */
export type ListingFact = { key: string; label: string; value: string };
