import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { loadConfig, type Config } from "../config";
import { createLogger } from "../logger";
import { createApp, type AppDeps } from "../app";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/client";
import type { Services } from "../services";
import type { ReplayLane } from "../http/replay-lane";
import { openTestDatabase } from "./test-database";

export const ADMIN = { username: "admin", password: "richtig-geheim-123" };

export type TestContext = {
  app: Express;
  database: Database;
  services: Services;
  /** The lane that answers visitors' repeated reads in front of the app (a real server wires it in). */
  replay: ReplayLane;
  config: Config;
  /** A supertest agent that keeps cookies, signed in as the admin. */
  admin: () => Promise<ReturnType<typeof request.agent>>;
};

/**
 * Registers beforeAll/afterAll that give this test file its own app on its own database.
 * `client` serves pages (e.g. staticClient of a folder with an index.html); without it, only the API.
 * `tuning` lowers sizes a test would otherwise need thousands of rows to reach.
 */
export function useTestApp(
  env: Record<string, string> = {},
  scraper?: AppDeps["scraper"],
  client?: AppDeps["client"],
  tuning: Pick<AppDeps, "sitemapMaxUrls"> = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    // Generous limits so the suites are not throttled; rate-limits.test.ts sets small ones.
    const limits = {
      RATE_LIMIT_LOGIN: "1000",
      RATE_LIMIT_APPLICATIONS: "1000",
      RATE_LIMIT_CONTACT: "1000",
      RATE_LIMIT_PASSWORD_RESET: "1000",
      RATE_LIMIT_SEARCH_ALERTS: "1000",
      RATE_LIMIT_SEARCH_ALERTS_PER_ADDRESS: "1000",
    };
    // A private data folder: with the embedded database, media files are written there.
    const dataDir = mkdtempSync(join(tmpdir(), "spreehaus-test-data-"));
    const config = loadConfig({
      NODE_ENV: "test",
      SESSION_SECRET: "test-secret-test-secret",
      DATA_DIR: dataDir,
      ...limits,
      ...env,
    });
    const database = await openTestDatabase();
    const { app, services, replay } = createApp({
      config,
      database,
      logger: createLogger("silent"),
      scraper,
      client,
      ...tuning,
    });
    await services.usersRepo.insert({
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      role: "owner",
    });
    Object.assign(context, {
      app,
      database,
      services,
      replay,
      config,
      admin: async () => {
        const agent = request.agent(app);
        await agent.post("/api/auth/login").send(ADMIN).expect(200);
        return agent;
      },
    });
  });
  afterAll(async () => {
    await context.database?.close().catch(() => undefined);
    if (context.config) rmSync(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}
