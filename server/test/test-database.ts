import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { createServerDatabase, databaseUrl, dropServerDatabase } from "./server-template";

/** True when the tests run on a PostgreSQL server (TEST_DATABASE_URL) instead of embedded PGlite. */
export const testsUseDatabaseServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A private, migrated database for one test file: in-memory PGlite by default, or a fresh
 * database on the server named by TEST_DATABASE_URL (a copy of the run's migrated template,
 * dropped on close).
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
  const template = migrated ? inject("serverTemplateName") : undefined;
  await createServerDatabase(serverUrl, name, template);
  const database = openPostgres(databaseUrl(serverUrl, name));
  if (migrated && !template) await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}
