import { Router } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Whether the database answers `select 1` within `timeoutMs`. The health check never waits longer,
 * whatever the pool does: a load balancer must learn of an outage in time, not when TCP gives up.
 */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(db: Db, timeoutMs = 1000): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (await databaseAnswers(db, timeoutMs)) res.json({ status: "ok" });
    else res.status(503).json({ status: "unavailable", message: "Die Datenbank antwortet nicht." });
  });
  return router;
}
