import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Property } from "@shared/contracts/properties";
import { getJson } from "@/lib/get-json";
import { PROPERTIES_URL, propertiesKeyRoot } from "@/lib/shared-queries";

export const propertyQueryKey = (id: number) => [...propertiesKeyRoot(), id] as const;

/** GET /api/properties/{id} (the server may have embedded it in the page). */
export const fetchProperty = (id: number) => getJson<Property>(`${PROPERTIES_URL}/${id}`);

export const propertyQuery = (id: number) =>
  queryOptions({ queryKey: propertyQueryKey(id), queryFn: () => fetchProperty(id) });

/** Disabled for ids that are not positive integers (error state stays the page's). */
export function useProperty(id: number | undefined) {
  const valid = typeof id === "number" && Number.isInteger(id) && id > 0;
  return useQuery({ ...propertyQuery(valid ? id : 0), enabled: valid });
}
