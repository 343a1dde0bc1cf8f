import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardStats } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";

export const adminStatsQueryKey = () => [dashboardStats.path] as const;

/**
 * GET /api/admin/stats: the dashboard numbers and the unhandled-messages badge of the sidebar.
 * Any write may change a count, so the query client marks it stale after every mutation.
 */
export const fetchAdminStats = () => getApi(dashboardStats);

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminStatsQueryKey(), queryFn: fetchAdminStats, meta: { refreshAfterWrites: true } });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
