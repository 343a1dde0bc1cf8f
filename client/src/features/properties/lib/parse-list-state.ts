// Reading the list page's URL with the API's own rules (readListSearch keeps what the API's schema
// accepts, without loading the schema library). Only the list page needs it, so it lives apart
// from list-filter.ts, which the home page's quick search also uses.
import { readListSearch } from "@shared/search/read-list-search";
import type { ListQuery } from "@shared/search/list-query";
import type { ListState, RadiusCentre } from "./list-filter";
import { placeAt } from "./berlin-place-options";

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A radius search in the URL: around a place when its centre is a Bezirk's or Ortsteil's and no
 * place is named besides (the field then shows that place), else around the visitor's position.
 */
function radiusOf(query: ListQuery): Pick<ListState["filter"], "place" | "near" | "radiusKm"> {
  if (!query.near || query.radiusKm === undefined) return { place: query.place ?? "", near: null, radiusKm: "" };
  const around = query.place ? undefined : placeAt(query.near);
  const near: RadiusCentre = { ...query.near, from: around ? "place" : "position" };
  return { place: around ?? query.place ?? "", near, radiusKm: String(query.radiusKm) };
}

/** Reads the URL's query string ("?page=2&sort=price_asc&city=Berlin"); a hand-edited bad value is ignored. */
export function parseListState(search: string): ListState {
  const query = readListSearch(search);
  return {
    filter: {
      type: query.type ?? "all",
      transactionType: query.transactionType ?? "all",
      city: query.city ?? "",
      ...radiusOf(query),
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
