// The list page's filter set (type, transaction, city, min and max price) as the URL holds it and the panel edits it.
import { propertyTypes, transactionTypes, type PropertyType, type TransactionType } from "@shared/enums";
import { activePropertyFilter } from "../api/use-properties";

/** The price slider runs from 0 to 5,000,000 € in steps of 10,000 €. */
export const PRICE_SLIDER = { min: 0, max: 5_000_000, step: 10_000 } as const;

export const PROPERTIES_PATH = "/properties";

/** What the panel edits: selects hold "all" for "no filter", text and number inputs hold strings. */
export type ListFilterValues = {
  type: PropertyType | "all";
  transactionType: TransactionType | "all";
  city: string;
  minPrice: string;
  maxPrice: string;
};

export const emptyListFilter: ListFilterValues = {
  type: "all",
  transactionType: "all",
  city: "",
  minPrice: "",
  maxPrice: "",
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | "all" =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "all";

/** A whole number of euros, or "" (a hand-edited `?minPrice=abc` is ignored rather than failing the list). */
const priceParam = (value: string | null): string =>
  value !== null && /^\d{1,10}$/.test(value.trim()) ? String(Number(value.trim())) : "";

/** Reads the filter from a query string ("type=house&city=Berlin", with or without "?"). */
export function parseListFilter(search: string): ListFilterValues {
  const params = new URLSearchParams(search);
  return {
    type: oneOf(propertyTypes, params.get("type")),
    transactionType: oneOf(transactionTypes, params.get("transactionType")),
    city: (params.get("city") ?? "").trim(),
    minPrice: priceParam(params.get("minPrice")),
    maxPrice: priceParam(params.get("maxPrice")),
  };
}

/** "/properties" plus only the values that are set and not "all". */
export function listFilterHref(values: ListFilterValues): string {
  const query = new URLSearchParams(activePropertyFilter(values)).toString();
  return query ? `${PROPERTIES_PATH}?${query}` : PROPERTIES_PATH;
}

/** How many filters are in effect (shown on the collapsed panel's toggle). */
export function countActiveFilters(values: ListFilterValues): number {
  return Object.keys(activePropertyFilter(values)).length;
}

const clampToSlider = (value: number) =>
  Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step));

/** Where the slider's two thumbs start: the URL's prices snapped to the slider, else its full range. */
export function initialSliderRange(values: Pick<ListFilterValues, "minPrice" | "maxPrice">): [number, number] {
  const low = values.minPrice === "" ? PRICE_SLIDER.min : clampToSlider(Number(values.minPrice));
  const high = values.maxPrice === "" ? PRICE_SLIDER.max : clampToSlider(Number(values.maxPrice));
  return low <= high ? [low, high] : [high, low];
}
