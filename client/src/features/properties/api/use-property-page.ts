import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Property } from "@shared/contracts/properties";
import { listProperties } from "@shared/api/endpoints/site";
import { listPageApiPath, listPageSearch } from "@shared/search/list-params";
import type { ListQuery } from "@shared/search/list-query";
import { fetchApi } from "@/lib/call-api";
import { takePreloaded } from "@/lib/preloaded-data";
import { propertiesKeyRoot } from "@/lib/shared-queries";

/** One page of the list and the number of all matches (the X-Total-Count header). */
export type PropertyPage = { items: Property[]; total: number };

/** GET /api/properties?…&page=n&pageSize=m, in the URL's fixed parameter order. */
export const propertyPageUrl = listPageApiPath;

/** The page the server embedded in the document for the first render, else the API's answer. */
export async function fetchPropertyPage(query: Partial<ListQuery>): Promise<PropertyPage> {
  const url = propertyPageUrl(query);
  const preloaded = takePreloaded(url) as PropertyPage | undefined;
  if (preloaded) return preloaded;
  const response = await fetchApi(listProperties, { query: listPageSearch(query) });
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
    // The page the server embedded: the list's first render shows its cards, as the server's did.
    initialData: () => takePreloaded(url) as PropertyPage | undefined,
  });
};

/** A page of the list; while the next page loads, the previous one stays on screen. */
export function usePropertyPage(query: Partial<ListQuery>) {
  return useQuery({ ...propertyPageQuery(query), placeholderData: keepPreviousData });
}
