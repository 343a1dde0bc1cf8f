import { Router } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", message: "Die Datenbank antwortet nicht." });
    }
  });
  return router;
}
