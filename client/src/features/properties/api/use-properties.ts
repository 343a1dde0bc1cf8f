import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyType, TransactionType } from "@shared/enums";
import type { Property } from "@shared/contracts/properties";
import { jsonQuery } from "@/lib/get-json";
import { PROPERTIES_URL, propertiesKeyRoot } from "@/lib/shared-queries";
import { toQueryString } from "@/lib/query-string";

/** The list filter as pages hold it; "all" and empty values mean "no filter". */
export type PropertyListFilter = {
  type?: PropertyType | "all";
  transactionType?: TransactionType | "all";
  city?: string;
  minPrice?: number | string;
  maxPrice?: number | string;
  isHighlight?: boolean;
};

/** Only the values that are set (not undefined, blank, "all" or false) – for the URL and the API. */
export function activePropertyFilter(filter: PropertyListFilter = {}): Record<string, string> {
  const active: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === false || value === "all") continue;
    const text = String(value).trim();
    if (text !== "") active[key] = text;
  }
  return active;
}

/** ["/api/properties"] or ["/api/properties", {…set values}]; invalidate ["/api/properties"] after writes. */
export function propertiesQueryKey(filter?: PropertyListFilter) {
  const active = activePropertyFilter(filter);
  return Object.keys(active).length > 0 ? ([...propertiesKeyRoot(), active] as const) : propertiesKeyRoot();
}

/** GET /api/properties with the set filter values as query string (newest first). */
export const propertiesUrl = (filter?: PropertyListFilter) =>
  PROPERTIES_URL + toQueryString(activePropertyFilter(filter));

export const propertiesQuery = (filter?: PropertyListFilter) =>
  queryOptions({ queryKey: propertiesQueryKey(filter), ...jsonQuery<Property[]>(propertiesUrl(filter)) });

export function useProperties(filter?: PropertyListFilter) {
  return useQuery(propertiesQuery(filter));
}
