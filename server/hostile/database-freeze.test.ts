import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openPostgres, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { databaseUnavailableMessage } from "../db/unavailable";
import { createLogger } from "../logger";
import { startFreezableProxy, type FreezableProxy } from "../test/freezable-proxy";
import { listen, probeHealthDuring, type Listening } from "../test/health-probe";
import { createScratchDatabase, postgresReachable, skipReason } from "../test/postgres-server";

// Rule: when the database stops answering, nothing waits for TCP to give up. /api/health says 503
// within 2 s, other requests end with a German 503 once the pool's timeouts pass, and the site
// recovers by itself when the database answers again.
const reachable = await postgresReachable();
const env = { NODE_ENV: "test", SESSION_SECRET: "freeze-secret-freeze", HEALTH_TIMEOUT_MS: "500" };
const limits = { connectTimeoutMs: 1000, statementTimeoutMs: 1500 };

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { message?: string; status?: string };
  return { status: res.status, body, ms: performance.now() - started };
}

describe.skipIf(!reachable)(`a database that stops answering${reachable ? "" : ` (${skipReason})`}`, () => {
  let proxy: FreezableProxy;
  let database: Database;
  let server: Listening;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await createScratchDatabase("spreehaus_freeze");
    drop = scratch.drop;
    const target = new URL(scratch.url);
    proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    database = openPostgres(target.toString(), () => undefined, limits);
    await migrate(database);
    const { app } = createApp({ config: loadConfig(env), database, logger: createLogger("silent") });
    server = await listen(app);
  });
  afterAll(async () => {
    proxy?.thaw();
    await server?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await drop?.();
  });

  it("answers health with 503 within 2 s and other requests with a German 503, then recovers", async () => {
    const base = server.baseUrl;
    expect((await timed(`${base}/api/health`)).status).toBe(200);
    const list = `${base}/api/properties?city=Eisfeld`;
    expect((await timed(list)).status).toBe(200);

    proxy.freeze();
    const health = await timed(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    expect(health.body.message).toBe("Die Datenbank antwortet nicht.");

    // A visitor's request while frozen: a German 503 after the pool's bounds, with health answering throughout.
    const { result: visitor, health: probe } = await probeHealthDuring(base, () => timed(`${list}&minPrice=1`));
    expect(visitor.status).toBe(503);
    expect(visitor.body).toEqual({ message: databaseUnavailableMessage });
    expect(visitor.ms).toBeLessThan(limits.statementTimeoutMs + 2000 + limits.connectTimeoutMs + 2000);
    expect(probe.answers).toBeGreaterThan(0);
    expect(probe.longestGapMs).toBeLessThan(2000);

    proxy.thaw();
    let recovered = await timed(`${base}/api/health`);
    for (let i = 0; i < 40 && recovered.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = await timed(`${base}/api/health`);
    }
    expect(recovered.status).toBe(200);
    expect((await timed(`${list}&minPrice=2`)).status).toBe(200);
  }, 60_000);
});
