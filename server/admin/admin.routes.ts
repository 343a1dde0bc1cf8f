import { Router } from "express";
import { dashboardStatsAnswer } from "@shared/contracts/admin-stats";
import type { Db } from "../db/client";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { loadDashboardStats } from "./stats.repo";

/** /api/admin: numbers for the dashboard. */
export function adminRoutes(db: Db): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get("/stats", async (_req, res) => {
    sendJson(res, dashboardStatsAnswer, await loadDashboardStats(db));
  });
  return router;
}
