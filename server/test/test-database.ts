import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../db/client";
import { migrate } from "../db/migrate";

/** True when the tests run on a PostgreSQL server (TEST_DATABASE_URL) instead of embedded PGlite. */
export const testsUseDatabaseServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A private, migrated database for one test file: in-memory PGlite by default, or a fresh
 * database on the server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  const migrated = options.migrated ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templatePath = migrated ? inject("pgliteTemplatePath") : undefined;
    if (templatePath) return openPglite("memory://", { template: new Blob([await readFile(templatePath)]) });
    const database = await openPglite("memory://");
    if (migrated) await migrate(database);
    return database;
  }
  const name = `spreehaus_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  if (migrated) await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() resolves before the server has let go of every backend; forcing the drop then
      // would kill clients that are still saying goodbye. Wait for them first (bounded).
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
