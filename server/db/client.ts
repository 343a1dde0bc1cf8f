import { mkdirSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "@shared/schema/index";
import { lockDataDir, type DataDirLockOptions } from "./data-dir-lock";

/** One database type for both drivers: every repo is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The small part of pg.Pool that connect-pg-simple uses. */
export type QueryPool = {
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: Row[] }>;
};

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the server's address (a listener of its own connects there, server/cache/change-feed.ts). */
  url?: string;
  pool: QueryPool;
  close: () => Promise<void>;
  /** PGlite in a folder: that folder (backups read the database's files from it); absent in memory. */
  dataDir?: string;
  /** PGlite only: the whole database as a tarball, for openPglite's `template`. */
  dump?: () => Promise<Blob>;
  /**
   * PGlite only: runs `work` as one turn on the single connection (see takeTurns), with the
   * connection's own query/exec; nothing else reaches the database until it settles.
   */
  alone?: <T>(work: (connection: SingleConnection) => Promise<T>) => Promise<T>;
};

/** The embedded database's connection, used directly inside Database.alone. */
export type SingleConnection = Pick<PGlite, "query" | "exec">;

/**
 * Embedded PostgreSQL (PGlite) in a folder, or in memory when dataDir is "memory://". With `lock`,
 * the folder is locked for this process first (see data-dir-lock.ts) and let go after closing.
 * `template` (a dumpDataDir() tarball) starts from a copy of that database instead of a new one.
 */
export async function openPglite(
  dataDir: string,
  options: { lock?: DataDirLockOptions; template?: Blob } = {},
): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const folderLock = options.lock && !inMemory ? await lockDataDir(dataDir, options.lock) : undefined;
  const client = await PGlite.create(dataDir, options.template ? { loadDataDir: options.template } : {}).catch(
    async (error: unknown) => {
      await folderLock?.release();
      throw error;
    },
  );
  const alone = takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pool: QueryPool = { query: (text, params) => client.query(text, params) };
  const close = async () => {
    await client.close();
    await folderLock?.release();
  };
  return {
    db,
    kind: "pglite",
    pool,
    close,
    dataDir: inMemory ? undefined : dataDir,
    dump: () => client.dumpDataDir("none"),
    alone,
  };
}

/**
 * PGlite runs each statement synchronously on the event loop, and one statement's end starts the
 * next waiting one in the same turn: when twenty requests reach the database at once, all their
 * statements ran back to back (over 0.2 s) without the loop reading a single new request. Here
 * top-level statements and transactions take turns: each starts on a later turn of the loop than
 * the end of the one before, so requests that arrived meanwhile are read (and queue their own
 * statements) in between. Statements inside a transaction run as before.
 */
function takeTurns(client: PGlite): NonNullable<Database["alone"]> {
  let previous: Promise<unknown> = Promise.resolve();
  const connection: SingleConnection = { query: client.query.bind(client), exec: client.exec.bind(client) };
  const inTurn = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      const turn = previous.then(() => nextTurn()).then(() => run.apply(client, args));
      previous = turn.catch(() => undefined);
      return turn;
    }) as never;
  client.query = inTurn(client.query);
  client.exec = inTurn(client.exec);
  client.transaction = inTurn(client.transaction);
  return inTurn((work: (connection: SingleConnection) => Promise<unknown>) => work(connection));
}

/** Bounds on waiting for the database server (see docs/decisions/0006). */
export type DatabaseLimits = { connectTimeoutMs: number; statementTimeoutMs: number };
export const defaultDatabaseLimits: DatabaseLimits = { connectTimeoutMs: 5000, statementTimeoutMs: 15_000 };

export function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => {},
  limits: DatabaseLimits = defaultDatabaseLimits,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Connecting, or waiting for a free connection of the pool.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // The server cancels a statement that runs too long; the client gives up a little later when
    // no answer comes at all (network gone), and the pool then replaces that connection.
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 2000,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs * 4,
    keepAlive: true,
  });
  // An idle client can lose its connection (database restart, network): without a listener that
  // error would crash the process. The pool replaces the client on the next query.
  pool.on("error", onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", url, pool, close: () => pool.end() };
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; dataDirLock?: DataDirLockOptions; database?: DatabaseLimits },
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, onIdleError, options.database)
    : openPglite(options.dataDir, { lock: options.dataDirLock });
}
