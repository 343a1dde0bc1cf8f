import { Router } from "express";
import type { Db } from "../db/client";
import { requireAdmin } from "../http/guards";
import { loadDashboardStats } from "./stats.repo";

/** /api/admin: numbers for the dashboard. */
export function adminRoutes(db: Db): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get("/stats", async (_req, res) => {
    res.json(await loadDashboardStats(db));
  });
  return router;
}
