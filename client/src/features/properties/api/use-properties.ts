import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyType, TransactionType } from "@shared/enums";
import { listProperties } from "@shared/api/endpoints/site";
import { apiQuery, apiUrl } from "@/lib/call-api";
import { propertiesKeyRoot } from "@/lib/shared-queries";

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
  apiUrl(listProperties, { query: activePropertyFilter(filter) });

export const propertiesQuery = (filter?: PropertyListFilter) =>
  queryOptions({
    queryKey: propertiesQueryKey(filter),
    ...apiQuery(listProperties, { query: activePropertyFilter(filter) }),
  });

export function useProperties(filter?: PropertyListFilter) {
  return useQuery(propertiesQuery(filter));
}
