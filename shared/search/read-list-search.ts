// Reading a listing search from a URL's query string without the schema library: the list page
// needs it for its first render, and the schema library would more than double that page's
// JavaScript. Field by field it keeps exactly what the API's schema (list-query.ts) accepts and
// drops the rest, as parseListQuery does; read-list-search.test.ts holds the two together.
import { propertyTypes, transactionTypes } from "../enums";
import { features as knownFeatures, type Feature } from "../listing/labels";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, listBounds, listSorts, MAX_PAGE_SIZE, type ListSort } from "./list-params";
import type { ListQuery } from "./list-query";
import type { LatLng } from "./berlin-places";

type Raw = string | string[] | undefined;

const blank = (raw: Raw) => typeof raw === "string" && raw.trim() === "";

function oneOf<T extends string>(allowed: readonly T[], raw: Raw): T | undefined {
  return typeof raw === "string" && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A number as the schema coerces it (Number(text)), within [min, max], whole when asked. */
function numberIn(raw: Raw, min: number, max: number, whole = false): number | undefined {
  if (typeof raw !== "string" || blank(raw)) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  return whole && !Number.isInteger(value) ? undefined : value;
}

/** "balcony,elevator" or the parameter repeated; one unknown feature drops the whole field. */
function featureSet(raw: Raw): Feature[] | undefined {
  if (raw === undefined) return undefined;
  const given = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (!given.length || !given.every((part) => (knownFeatures as readonly string[]).includes(part))) return undefined;
  return [...new Set(given)] as Feature[];
}

function city(raw: Raw): string | undefined {
  if (typeof raw !== "string" || blank(raw)) return undefined;
  const text = raw.trim();
  return text.length <= listBounds.cityLength ? text : undefined;
}

/** "52.52,13.405" → { lat, lng } within the globe, each part read as the schema reads it (Number). */
function centre(raw: Raw): { lat: number; lng: number } | undefined {
  const [lat, lng, ...more] = typeof raw === "string" ? raw.split(",") : [];
  const point = { lat: numberIn(lat, -90, 90), lng: numberIn(lng, -180, 180) };
  return point.lat === undefined || point.lng === undefined || more.length ? undefined : (point as LatLng);
}

function highlight(raw: Raw): boolean | undefined {
  return raw === "true" ? true : raw === "false" ? false : undefined;
}

/** Reads "?page=2&sort=price_asc&city=Berlin" leniently: a value the API would refuse is left out. */
export function readListSearch(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const raw = (field: keyof ListQuery): Raw => {
    const all = params.getAll(field);
    return all.length > 1 ? all : all[0];
  };
  // A radius search needs its centre and its radius; half of one is dropped.
  const near = centre(raw("near"));
  const radiusKm = numberIn(raw("radiusKm"), listBounds.minRadiusKm, listBounds.maxRadiusKm);
  const both = near && radiusKm !== undefined;
  return {
    type: oneOf(propertyTypes, raw("type")),
    transactionType: oneOf(transactionTypes, raw("transactionType")),
    city: city(raw("city")),
    place: city(raw("place")),
    near: both ? near : undefined,
    radiusKm: both ? radiusKm : undefined,
    minPrice: numberIn(raw("minPrice"), 0, listBounds.price, true),
    maxPrice: numberIn(raw("maxPrice"), 0, listBounds.price, true),
    minRooms: numberIn(raw("minRooms"), 0, listBounds.rooms),
    minSize: numberIn(raw("minSize"), 0, listBounds.size),
    features: featureSet(raw("features")),
    isHighlight: highlight(raw("isHighlight")),
    sort: oneOf<ListSort>(listSorts, raw("sort")) ?? DEFAULT_SORT,
    page: numberIn(raw("page"), 1, listBounds.page, true),
    pageSize: numberIn(raw("pageSize"), 1, MAX_PAGE_SIZE, true),
  };
}

/**
 * The query the list page asks the API for when its URL holds `search`: the search's filters, sort
 * and page, 24 to a page. The server embeds that answer in the page under listPageApiPath(query).
 */
export function listPageQuery(search: string): ListQuery {
  const { isHighlight: _shownOnlyOnTheHomePage, pageSize: _fixed, ...query } = readListSearch(search);
  return { ...query, isHighlight: undefined, pageSize: DEFAULT_PAGE_SIZE };
}
