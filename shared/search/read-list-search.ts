// Reading a listing search from a URL's query string without the schema library: the list page
// needs it for its first render, and the schema library would more than double that page's
// JavaScript. Field by field it keeps exactly what the API's schema (list-query.ts) accepts and
// drops the rest, as parseListQuery does; read-list-search.test.ts holds the two together.
import { propertyTypes, transactionTypes } from "../enums";
import { features as knownFeatures, type Feature } from "../listing/labels";
import { radiusBounds } from "./geo";
import { placeMatch } from "./place-search";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, listBounds, listSorts, MAX_PAGE_SIZE, type ListSort } from "./list-params";
import type { ListQuery } from "./list-query";

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

function place(raw: Raw): string | undefined {
  const text = city(raw);
  return text !== undefined && placeMatch(text) !== undefined ? text : undefined;
}

/** "52.52,13.405" → { lat, lng } within the globe. */
function centre(raw: Raw): { lat: number; lng: number } | undefined {
  if (typeof raw !== "string") return undefined;
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => /^-?\d+(\.\d+)?$/.test(part))) return undefined;
  const [lat, lng] = parts.map(Number);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
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
  const radiusKm = numberIn(raw("radiusKm"), radiusBounds.min, radiusBounds.max);
  const radius = near && radiusKm !== undefined ? { near, radiusKm } : { near: undefined, radiusKm: undefined };
  return {
    type: oneOf(propertyTypes, raw("type")),
    transactionType: oneOf(transactionTypes, raw("transactionType")),
    city: city(raw("city")),
    place: place(raw("place")),
    ...radius,
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
