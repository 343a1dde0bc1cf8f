import pg from "pg";
import { openPostgres } from "../db/client";
import { migrate } from "../db/migrate";

/** `serverUrl` with the database `name` in place of its own. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE need one). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database `name`: empty, or a copy of `template` (which must have no connections). */
export async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
}

/** A database `name`, migrated and then left without connections, so it can serve as a template. */
export async function createServerTemplate(serverUrl: string, name: string): Promise<void> {
  await createServerDatabase(serverUrl, name);
  const database = openPostgres(databaseUrl(serverUrl, name));
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}

/**
 * Drops `name` once its last backend has gone: pool.end() resolves before the server has let go of
 * every backend, and forcing the drop then would kill clients that are still saying goodbye (bounded).
 */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
