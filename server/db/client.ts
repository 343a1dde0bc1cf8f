import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "@shared/schema/index";

/** One database type for both drivers: every repo is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The small part of pg.Pool that connect-pg-simple uses. */
export type QueryPool = {
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: Row[] }>;
};

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  pool: QueryPool;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, for openPglite's `template`. */
  dump?: () => Promise<Blob>;
};

/**
 * Embedded PostgreSQL (PGlite) in a folder, or in memory when dataDir is "memory://". `template`
 * (a dumpDataDir() tarball) starts from a copy of that database instead of a new, empty one.
 */
export async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pool: QueryPool = { query: (text, params) => client.query(text, params) };
  return { db, kind: "pglite", pool, close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

export function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can lose its connection (database restart, network): without a listener that
  // error would crash the process. The pool replaces the client on the next query.
  pool.on("error", onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", pool, close: () => pool.end() };
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, onIdleError) : openPglite(options.dataDir);
}
