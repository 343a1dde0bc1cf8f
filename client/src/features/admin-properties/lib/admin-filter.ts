import {
  propertyStatuses,
  propertyTypes,
  transactionTypes,
  type PropertyStatus,
  type PropertyType,
  type TransactionType,
} from "@shared/enums";
import type { Property } from "@shared/contracts/properties";

/** The admin list's search and filters, kept in the URL (?q=&type=&transactionType=&status=). */
export type AdminPropertyFilter = {
  q: string;
  type: PropertyType | "all";
  transactionType: TransactionType | "all";
  status: PropertyStatus | "all";
};

export const emptyAdminFilter: AdminPropertyFilter = { q: "", type: "all", transactionType: "all", status: "all" };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "all" =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : "all";

/** Reads the filter from a query string ("q=mitte&status=hidden"); unknown values mean "all". */
export function parseAdminFilter(search: string): AdminPropertyFilter {
  const params = new URLSearchParams(search);
  return {
    q: params.get("q") ?? "",
    type: oneOf(propertyTypes, params.get("type")),
    transactionType: oneOf(transactionTypes, params.get("transactionType")),
    status: oneOf(propertyStatuses, params.get("status")),
  };
}

/** "?q=mitte&status=hidden" with only the set values; "" when nothing is filtered. */
export function adminFilterSearch(filter: AdminPropertyFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set("q", filter.q);
  for (const key of ["type", "transactionType", "status"] as const)
    if (filter[key] !== "all") params.set(key, filter[key]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const isFiltered = (filter: AdminPropertyFilter) => adminFilterSearch(filter) !== "";

const normalise = (text: string) => text.toLocaleLowerCase("de-DE").normalize("NFC");

/**
 * The properties matching the filter. The search looks in title, address and city (case-insensitive,
 * every word must match somewhere); a number also finds the property with that id ("12" or "#12").
 */
export function filterProperties(properties: readonly Property[], filter: AdminPropertyFilter): Property[] {
  const words = normalise(filter.q).split(/\s+/).filter(Boolean);
  const idQuery = /^#?(\d+)$/.exec(filter.q.trim())?.[1];
  return properties.filter((property) => {
    if (filter.type !== "all" && property.type !== filter.type) return false;
    if (filter.transactionType !== "all" && property.transactionType !== filter.transactionType) return false;
    if (filter.status !== "all" && property.status !== filter.status) return false;
    if (words.length === 0) return true;
    if (idQuery !== undefined && property.id === Number(idQuery)) return true;
    const haystack = normalise(`${property.title} ${property.address} ${property.city}`);
    return words.every((word) => haystack.includes(word));
  });
}
