import type { QueryClient } from "@tanstack/react-query";
import { propertiesQueryKey } from "@/features/properties/api/use-properties";

/**
 * After a property write every properties read (lists, highlights, details) is out of date (the
 * dashboard's counts follow every write by themselves). `exceptId` skips the detail of a property
 * that no longer exists.
 */
export function invalidatePropertyData(queryClient: QueryClient, exceptId?: number) {
  return queryClient.invalidateQueries({
    queryKey: propertiesQueryKey(),
    predicate: (query) => exceptId === undefined || query.queryKey[1] !== exceptId,
  });
}
