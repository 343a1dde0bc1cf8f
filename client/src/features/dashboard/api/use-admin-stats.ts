import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "../types";

const adminStatsQueryKey = ["/api/admin/stats"] as const;

/**
 * GET /api/admin/stats: the dashboard numbers and the unhandled-messages badge of the sidebar.
 * Any write may change a count, so the query client marks it stale after every mutation.
 */
export function useAdminStats() {
  return useQuery<DashboardStats>({ queryKey: adminStatsQueryKey, meta: { refreshAfterWrites: true } });
}
