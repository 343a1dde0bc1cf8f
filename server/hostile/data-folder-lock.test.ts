import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testsUseDatabaseServer } from "../test/test-database";
import { startServerProcess, type ServerProcess } from "../test/server-process";

// Rule: one server process per data folder of the embedded database. A second one refuses to
// start with a German message naming the folder and the holder (pid, host, start time); the lock
// of a process that died (kill -9) is taken over by the next start.
// About the embedded database only: the PGlite pass (`npm test`) runs it; the PostgreSQL pass skips it.
describe.skipIf(testsUseDatabaseServer)("two server processes on one data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "spreehaus-lock-"));
  const env = { DATA_DIR: dataDir, DATA_DIR_LOCK_STALE_MS: "5000" };
  const started: ServerProcess[] = [];
  const run = (extra: Record<string, string> = {}) => {
    const server = startServerProcess({ ...env, ...extra });
    started.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of started) {
      server.signal("SIGKILL");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses the second with a German message, and a new start takes over after the first is killed", async () => {
    const first = run();
    const firstPort = await first.listening;
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);

    const second = run();
    expect(await second.exited).toBe(1);
    const said = second.output();
    expect(said).toContain(`Der Datenordner ${resolve(dataDir)} wird bereits von einem anderen Server-Prozess benutzt`);
    expect(said).toContain(`Prozess ${first.child.pid} auf ${hostname()}, gestartet `);
    expect(said).toMatch(/gestartet \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}/);
    // The first kept its folder and still answers.
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);

    first.signal("SIGKILL");
    await first.exited;
    const third = run();
    const thirdPort = await third.listening;
    const health = await fetch(`http://127.0.0.1:${thirdPort}/api/health`);
    expect(health.status).toBe(200);
    // What the first wrote (its admin user) opens in the third.
    const login = await fetch(`http://127.0.0.1:${thirdPort}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "prozess-passwort-123" }),
    });
    expect(login.status).toBe(200);

    third.signal("SIGTERM");
    expect(await third.exited).toBe(0);
  }, 120_000);
});
