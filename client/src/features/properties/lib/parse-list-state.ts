// Reading the list page's URL with the API's own rules (readListSearch keeps what the API's schema
// accepts, without loading the schema library). Only the list page needs it, so it lives apart
// from list-filter.ts, which the home page's quick search also uses.
import { readListSearch } from "@shared/search/read-list-search";
import type { ListQuery } from "@shared/search/list-query";
import type { ListState, RadiusCentre } from "./list-filter";

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A radius search in the URL (readListSearch keeps both parts or neither): with a place named
 * besides, around the visitor's position; alone, around a place (the panel names it again).
 */
const centreOf = (query: ListQuery): RadiusCentre | null =>
  query.near ? { ...query.near, mine: !!query.place } : null;

/** Reads the URL's query string ("?page=2&sort=price_asc&city=Berlin"); a hand-edited bad value is ignored. */
export function parseListState(search: string): ListState {
  const query = readListSearch(search);
  return {
    filter: {
      type: query.type ?? "all",
      transactionType: query.transactionType ?? "all",
      city: query.city ?? "",
      place: query.place ?? "",
      near: centreOf(query),
      radiusKm: text(query.radiusKm),
      minPrice: text(query.minPrice),
      maxPrice: text(query.maxPrice),
      minRooms: text(query.minRooms),
      minSize: text(query.minSize),
      features: query.features ?? [],
    },
    sort: query.sort,
    page: query.page ?? 1,
  };
}
