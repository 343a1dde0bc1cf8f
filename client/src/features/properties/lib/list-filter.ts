// The list page's search (filters, sort, page) as the URL holds it and the filter panel edits it.
// The URL is written with the shared list query's field order and read (parse-list-state.ts) with
// the same rules the API applies.
import type { PropertyType, TransactionType } from "@shared/enums";
import type { Feature } from "@shared/listing/labels";
import type { ListQuery } from "@shared/search/list-query";
// Without the schema library: the home page's quick search (entry chunk) builds its link here.
import { DEFAULT_SORT, listQueryParams, type ListSort } from "@shared/search/list-params";

export const PROPERTIES_PATH = "/properties";

/** The price slider's scale fits the offer: rents in €/month, purchase prices in €. */
export type PriceScale = { min: number; max: number; step: number };
export const RENT_PRICE_SCALE: PriceScale = { min: 0, max: 10_000, step: 50 };
export const BUY_PRICE_SCALE: PriceScale = { min: 0, max: 5_000_000, step: 10_000 };
export const priceScaleFor = (transactionType: TransactionType | "all"): PriceScale =>
  transactionType === "rent" ? RENT_PRICE_SCALE : BUY_PRICE_SCALE;

/**
 * The centre of a radius search: an Ortsteil's or Bezirk's centre (then the circle replaces the
 * place filter, so neighbouring Ortsteile within it count too) or the visitor's own position.
 */
export type RadiusCentre = {
  lat: number;
  lng: number;
  /** The visitor's own position, not a place's centre. */ mine: boolean;
};

/** What the panel edits: selects hold "all" for "no filter", text and number inputs hold strings. */
export type ListFilterValues = {
  type: PropertyType | "all";
  transactionType: TransactionType | "all";
  /** An old link's ?city= (substring of the city), kept until the place field is used. */
  city: string;
  /** Ort, Bezirk, Ortsteil or PLZ as typed or picked. */
  place: string;
  near: RadiusCentre | null;
  /** "" = no radius. */
  radiusKm: string;
  minPrice: string;
  maxPrice: string;
  minRooms: string;
  minSize: string;
  features: Feature[];
};

export const emptyListFilter: ListFilterValues = {
  type: "all",
  transactionType: "all",
  city: "",
  place: "",
  near: null,
  radiusKm: "",
  minPrice: "",
  maxPrice: "",
  minRooms: "",
  minSize: "",
  features: [],
};

/** The list page's state: filters, sort and page, all from the URL. */
export type ListState = { filter: ListFilterValues; sort: ListSort; page: number };

/** A number the API takes (digits, optional decimals, "," as decimal comma), else undefined. */
const number = (value: string) => {
  const normalized = value.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : undefined;
};
const wholeEuros = (value: string) => {
  const n = number(value);
  return n === undefined ? undefined : Math.round(n);
};

/** The place and radius part of the query: a circle around a place stands in for the place. */
function placeAndRadius({ place, near, radiusKm }: ListFilterValues): Pick<ListQuery, "place" | "near" | "radiusKm"> {
  const radius = near ? number(radiusKm) : undefined;
  const circle = radius === undefined ? undefined : near!;
  return { place: circle?.mine === false ? undefined : place.trim() || undefined, near: circle, radiusKm: radius };
}

/** The list query the state stands for (without a page size: the page decides that). */
export function toListQuery({ filter, sort, page }: ListState): Partial<ListQuery> {
  return {
    type: filter.type === "all" ? undefined : filter.type,
    transactionType: filter.transactionType === "all" ? undefined : filter.transactionType,
    city: filter.city.trim() || undefined,
    ...placeAndRadius(filter),
    minPrice: wholeEuros(filter.minPrice),
    maxPrice: wholeEuros(filter.maxPrice),
    minRooms: number(filter.minRooms),
    minSize: number(filter.minSize),
    features: filter.features.length ? filter.features : undefined,
    sort,
    page,
  };
}

/** "/properties" plus only what is set (no page 1, no default sort), in a fixed order. */
export function listHref(state: ListState): string {
  const query = listQueryParams(toListQuery(state)).toString();
  return query ? `${PROPERTIES_PATH}?${query}` : PROPERTIES_PATH;
}

/** The same search on another page. */
export const pageHref = (state: ListState, page: number) => listHref({ ...state, page });

/** New filters or a new order start again on page 1. */
export const withFilter = (state: ListState, filter: ListFilterValues): ListState => ({ ...state, filter, page: 1 });
export const withSort = (state: ListState, sort: ListSort): ListState => ({ ...state, sort, page: 1 });

export const defaultListState: ListState = { filter: emptyListFilter, sort: DEFAULT_SORT, page: 1 };

/** How many filters are in effect (shown on the collapsed panel's toggle). */
export function countActiveFilters(values: ListFilterValues): number {
  // A radius (centre and km) is one filter.
  const {
    sort: _sort,
    page: _page,
    near: _counted,
    ...filters
  } = toListQuery({
    filter: values,
    sort: DEFAULT_SORT,
    page: 1,
  });
  return Object.values(filters).filter((value) => value !== undefined).length;
}

const clamp = (value: number, scale: PriceScale) => Math.min(scale.max, Math.max(scale.min, value));

/**
 * Where the slider's thumbs stand for the typed prices: each input's value (kept within the
 * scale), an empty input at its end of the scale. The slider always shows what the inputs say.
 */
export function sliderRange(
  values: Pick<ListFilterValues, "minPrice" | "maxPrice">,
  scale: PriceScale,
): [number, number] {
  const low = wholeEuros(values.minPrice);
  const high = wholeEuros(values.maxPrice);
  const range: [number, number] = [
    low === undefined ? scale.min : clamp(low, scale),
    high === undefined ? scale.max : clamp(high, scale),
  ];
  return range[0] <= range[1] ? range : [range[1], range[0]];
}

/** The inputs for a slider position: a thumb at an end of the scale means "no bound" (empty input). */
export function pricesFromSlider(
  [low, high]: number[],
  scale: PriceScale,
): Pick<ListFilterValues, "minPrice" | "maxPrice"> {
  return {
    minPrice: low <= scale.min ? "" : String(low),
    maxPrice: high >= scale.max ? "" : String(high),
  };
}

/** The chosen price range in words: "800 € – 2.000 €", "ab 800 €", "bis 2.000 €" or "Alle Preise". */
export function priceRangeText(
  values: Pick<ListFilterValues, "minPrice" | "maxPrice">,
  format: (euros: number) => string,
) {
  const low = wholeEuros(values.minPrice);
  const high = wholeEuros(values.maxPrice);
  if (low !== undefined && high !== undefined) return `${format(low)} – ${format(high)}`;
  if (low !== undefined) return `ab ${format(low)}`;
  if (high !== undefined) return `bis ${format(high)}`;
  return "Alle Preise";
}
