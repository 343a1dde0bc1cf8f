// The parts of the listing search that need no validation library: sort orders, page sizes and
// how a query is written into a URL. The home page's quick search builds its link with these
// alone, so the public entry chunk does not carry the schema library (see list-query.ts).

import { listProperties } from "../api/endpoints/site";
import { PG_INTEGER_MAX } from "../pg-integer";
import type { ListQuery } from "./list-query";

export const listSorts = ["newest", "price_asc", "price_desc", "size_desc"] as const;
export type ListSort = (typeof listSorts)[number];
export const DEFAULT_SORT: ListSort = "newest";
export const listSortLabels: Record<ListSort, string> = {
  newest: "Neueste zuerst",
  price_asc: "Preis aufsteigend",
  price_desc: "Preis absteigend",
  size_desc: "Größte Fläche zuerst",
};

export const MAX_PAGE_SIZE = 100;

/** The largest values a search may name (the API refuses more; readListSearch drops them). */
export const listBounds = {
  /** The price column is an integer. */
  price: PG_INTEGER_MAX,
  rooms: 999,
  size: 10_000_000,
  page: 100_000,
  cityLength: 100,
  /** A radius search's circle, in km. */
  minRadiusKm: 1,
  maxRadiusKm: 50,
} as const;

/** Listings per page of the list page (and of an API request that names a page but no size). */
export const DEFAULT_PAGE_SIZE = 24;

/** The query's fields in the order URLs write them (list-query.ts checks it names exactly the schema's fields). */
export const listQueryFields = [
  "type",
  "transactionType",
  "city",
  "place",
  "near",
  "radiusKm",
  "minPrice",
  "maxPrice",
  "minRooms",
  "minSize",
  "features",
  "isHighlight",
  "sort",
  "page",
  "pageSize",
] as const;

/** The query as URL parameters in a fixed order, leaving out what is unset, page 1 and the default sort. */
export function listQueryParams(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of listQueryFields) {
    const value = query[field];
    if (value === undefined || value === null || value === "") continue;
    if (field === "sort" && value === DEFAULT_SORT) continue;
    if (field === "page" && value === 1) continue;
    if (field === "near") {
      const { lat, lng } = value as { lat: number; lng: number };
      params.set(field, `${lat},${lng}`);
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length) params.set(field, [...value].sort().join(","));
      continue;
    }
    params.set(field, String(value));
  }
  return params;
}

/**
 * The API URL of one page of a search (GET /api/properties?…&page=n), in the fixed parameter order.
 * Page 1 is named too: without page or size the API answers every match. The list page fetches
 * this URL and the server embeds its answer in the page under the same URL.
 */
export function listPageApiPath(query: Partial<ListQuery>): string {
  return listProperties.path + listPageSearch(query);
}

/** The query string of listPageApiPath: "?type=…&page=n". */
export function listPageSearch(query: Partial<ListQuery>): `?${string}` {
  const params = listQueryParams(query);
  params.set("page", String(query.page ?? 1));
  return `?${params.toString()}`;
}
