import { loadConfig } from "../../server/config";
import { openPglite } from "../../server/db/client";
import { migratedTemplate } from "../../server/db/migrated-template";
import { createLogger } from "../../server/logger";
import { start, type StartOptions } from "../../server/start";

export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "e2e-admin-passwort-123";

export type TestServer = { baseUrl: string; port: number; stop: () => Promise<void> };

// Made once per test process (vitest runs the e2e files in one process).
let template: Promise<Blob> | undefined;

/**
 * The real server in-process, on a free port, with a private in-memory database and the
 * production client build (dist/public; `npm run test:e2e` builds it first).
 * `env` overrides single settings, e.g. `{ SEED_DEMO: "true" }`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, "scraper"> = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    SEED_DEMO: "false",
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SESSION_SECRET: "e2e-session-secret-e2e-session-secret",
    RATE_LIMIT_LOGIN: "1000",
    RATE_LIMIT_APPLICATIONS: "1000",
    RATE_LIMIT_CONTACT: "1000",
    RATE_LIMIT_PASSWORD_RESET: "1000",
    ...env,
  });
  // E2E_CLIENT_DIR: a private build folder, so parallel work does not overwrite dist/public mid-run.
  const database = config.databaseUrl
    ? undefined
    : await openPglite("memory://", { template: await (template ??= migratedTemplate()) });
  const running = await start(config, createLogger("silent"), {
    database,
    serveClient: "static",
    clientRoot: process.env.E2E_CLIENT_DIR,
    scraper: options.scraper,
  });
  let stopped: Promise<void> | undefined;
  const stop = () => {
    // Keep-alive sockets a browser left open would hold server.close() forever; cut them after 2 s.
    stopped ??= (async () => {
      const force = setTimeout(() => running.server.closeAllConnections(), 2_000);
      try {
        await running.stop();
      } finally {
        clearTimeout(force);
      }
    })();
    return stopped;
  };
  return { baseUrl: `http://127.0.0.1:${running.port}`, port: running.port, stop };
}
