import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the tests may create databases on (the machine's, unless TEST_DATABASE_URL names one). */
export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether that server answers; tests that need it are skipped (with the reason in their name) when not. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const skipReason = `übersprungen: kein PostgreSQL unter ${new URL(postgresServerUrl).host}`;

/** A new, empty database on that server; `drop` ends every session on it and removes it. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
