import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "../types";

/** Invalidate this key after anything that changes a count (properties, applications, posts, messages). */
export const adminStatsQueryKey = ["/api/admin/stats"] as const;

/** GET /api/admin/stats: the dashboard numbers and the unhandled-messages badge of the sidebar. */
export function useAdminStats() {
  return useQuery<DashboardStats>({ queryKey: adminStatsQueryKey });
}
