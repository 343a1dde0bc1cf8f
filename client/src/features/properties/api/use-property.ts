import { useQuery } from "@tanstack/react-query";
import type { Property } from "../types";
import { PROPERTIES_URL } from "./use-properties";

export const propertyQueryKey = (id: number) => [PROPERTIES_URL, id] as const;

/** GET /api/properties/{id}; disabled for ids that are not positive integers (error state stays the page's). */
export function useProperty(id: number | undefined) {
  const valid = typeof id === "number" && Number.isInteger(id) && id > 0;
  return useQuery<Property>({ queryKey: propertyQueryKey(valid ? id : 0), enabled: valid });
}
