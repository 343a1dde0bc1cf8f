import type { Db } from "../db/client";
import { routeHandlers } from "../http/mount-routes";
import { loadDashboardStats } from "./stats.repo";

/** Numbers for the dashboard. */
export const adminHandlers = (db: Db) =>
  routeHandlers({
    dashboardStats: async (_input, reply) => reply(200, await loadDashboardStats(db)),
  });
