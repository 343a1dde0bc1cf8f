// Rules of the detail page kept out of the components.
import type { Property } from "@shared/contracts/properties";

/** The route's id as a positive integer, or undefined for "12abc", "0", "-3" (shown as not found). */
export function parsePropertyId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

export const isReserved = (property: Pick<Property, "status">) => property.status === "reserved";

/** One paragraph per line of the description; blank lines are dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
