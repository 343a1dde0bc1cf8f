import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Property } from "@shared/contracts/properties";
import { listQueryParams, type ListQuery } from "@shared/search/list-query";
import { apiRequest } from "@/lib/api-client";
import { PROPERTIES_URL, propertiesKeyRoot } from "@/lib/shared-queries";

/** One page of the list and the number of all matches (the X-Total-Count header). */
export type PropertyPage = { items: Property[]; total: number };

/** GET /api/properties?…&page=n&pageSize=m, in the URL's fixed parameter order. */
export const propertyPageUrl = (query: Partial<ListQuery>) => {
  const params = listQueryParams(query);
  // Page 1 is named too: without page or size the API answers every match.
  params.set("page", String(query.page ?? 1));
  return `${PROPERTIES_URL}?${params.toString()}`;
};

export async function fetchPropertyPage(query: Partial<ListQuery>): Promise<PropertyPage> {
  const response = await apiRequest("GET", propertyPageUrl(query));
  const items = (await response.json()) as Property[];
  const header = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(header) && response.headers.has("X-Total-Count") ? header : items.length };
}

/** Under the properties key root, so writes and imports that refresh every list refresh pages too. */
export const propertyPageQuery = (query: Partial<ListQuery>) => {
  const url = propertyPageUrl(query);
  return queryOptions({
    queryKey: [...propertiesKeyRoot(), "page", url] as const,
    queryFn: () => fetchPropertyPage(query),
  });
};

/** A page of the list; while the next page loads, the previous one stays on screen. */
export function usePropertyPage(query: Partial<ListQuery>) {
  return useQuery({ ...propertyPageQuery(query), placeholderData: keepPreviousData });
}
