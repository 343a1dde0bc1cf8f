import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@shared/schema/index";
import type { Database } from "./client";

// Migrations and first-start seeding (admin user, demo content) read, then write: two instances
// starting on one empty database both saw "missing" and both wrote, and one died on the duplicate.
// They now run one instance at a time under a PostgreSQL advisory lock, held on a connection of its
// own (not one of the pool's) so that it is let go when this process ends, however it ends.

/** Arbitrary, fixed: the same number in every instance of this app. */
const START_LOCK_KEY = 7_301_555_011;
/** How long an instance waits for another one to finish setting the database up. */
const START_LOCK_WAIT_MS = 120_000;

export class StartLockTimeoutError extends Error {}

/**
 * Runs `work` while holding the start lock of the database at `databaseUrl`. `work` receives the
 * lock's connection as a database without the pool's statement timeout: a migration on a big table
 * may take longer than any request should.
 */
export async function underStartLock<T>(
  databaseUrl: string,
  connectTimeoutMs: number,
  work: (lockConnection: Pick<Database, "db" | "kind">) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
  client.on("error", () => undefined); // a lost connection fails the queries below instead
  await client.connect();
  try {
    await client.query(`SET lock_timeout = ${START_LOCK_WAIT_MS}`);
    await client.query("SELECT pg_advisory_lock($1)", [START_LOCK_KEY]).catch((error: { code?: string }) => {
      if (error.code !== "55P03") throw error;
      throw new StartLockTimeoutError(
        `Ein anderer Server-Prozess richtet die Datenbank seit über ${START_LOCK_WAIT_MS / 1000} Sekunden ein ` +
          "(Migrationen, Admin-Zugang); dieser Start wird abgebrochen.",
      );
    });
    return await work({ db: drizzle(client, { schema }) as unknown as Database["db"], kind: "postgres" });
  } finally {
    // Ending the session lets go of the lock, also when the unlock itself fails.
    await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
