import type { QueryClient } from "@tanstack/react-query";
import { PROPERTIES_URL } from "@/features/properties/api/use-properties";
import { adminStatsQueryKey } from "@/features/dashboard/api/use-admin-stats";

/**
 * After a property write: every properties read (lists, highlights, details) and the dashboard
 * numbers are out of date. `exceptId` skips the detail of a property that no longer exists.
 */
export function invalidatePropertyData(queryClient: QueryClient, exceptId?: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [PROPERTIES_URL], predicate: (query) => exceptId === undefined || query.queryKey[1] !== exceptId }),
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
  ]);
}
