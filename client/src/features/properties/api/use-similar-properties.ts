import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Property } from "@shared/contracts/properties";
import { getJson } from "@/lib/get-json";
import { PROPERTIES_URL, propertyQueryKey } from "@/lib/shared-queries";

/** GET /api/properties/{id}/similar: up to three public listings of the same offer and type, nearest price first. */
export const similarPropertiesQuery = (id: number) =>
  queryOptions({
    queryKey: [...propertyQueryKey(id), "similar"] as const,
    queryFn: () => getJson<Property[]>(`${PROPERTIES_URL}/${id}/similar`),
  });

export const useSimilarProperties = (id: number) => useQuery(similarPropertiesQuery(id));
