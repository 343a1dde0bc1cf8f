import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { routeHandlers } from "./mount-routes";

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

/** For load balancers: never cached, and 503 with a German sentence when the database does not answer. */
export const healthHandlers = (db: Db, timeoutMs = 1000) =>
  routeHandlers({
    health: async (_input, reply, _req, res) => {
      res.set("Cache-Control", "no-store");
      if (await databaseAnswers(db, timeoutMs)) reply(200, { status: "ok" });
      else reply(503, { status: "unavailable", message: "Die Datenbank antwortet nicht." });
    },
  });
