import { resolve } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

// npm scripts and the container run from the project root, where migrations/ lives.
const migrationsFolder = resolve(process.cwd(), "migrations");

/** Applies the drizzle-kit migrations in migrations/; the same files for both drivers. */
export async function migrate(database: Pick<Database, "db" | "kind">, folder = migrationsFolder): Promise<void> {
  const run = database.kind === "pglite" ? migratePglite : migratePg;
  await run(database.db as never, { migrationsFolder: folder });
}
