import { queryOptions, useQuery } from "@tanstack/react-query";
import { similarProperties } from "@shared/api/endpoints/site";
import { getApi } from "@/lib/call-api";
import { propertyQueryKey } from "@/lib/shared-queries";

/** GET /api/properties/{id}/similar: up to three public listings of the same offer and type, nearest price first. */
export const similarPropertiesQuery = (id: number) =>
  queryOptions({
    queryKey: [...propertyQueryKey(id), "similar"] as const,
    queryFn: () => getApi(similarProperties, { params: { id } }),
  });

export const useSimilarProperties = (id: number) => useQuery(similarPropertiesQuery(id));
