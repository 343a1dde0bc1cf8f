import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/contracts/admin-stats";
import { getJson } from "@/lib/get-json";

const ADMIN_STATS_URL = "/api/admin/stats";
export const adminStatsQueryKey = () => [ADMIN_STATS_URL] as const;

/**
 * GET /api/admin/stats: the dashboard numbers and the unhandled-messages badge of the sidebar.
 * Any write may change a count, so the query client marks it stale after every mutation.
 */
export const fetchAdminStats = () => getJson<DashboardStats>(ADMIN_STATS_URL);

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminStatsQueryKey(), queryFn: fetchAdminStats, meta: { refreshAfterWrites: true } });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
