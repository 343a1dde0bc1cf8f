import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

// The lock's decisions without starting servers: whose lock is refused, whose is taken over.
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "spreehaus-dirlock-"));
  folders.push(dir);
  return dir;
};
/** A lock as another process left it: the lock directory (fresh) and its owner file. */
const leaveLock = (dir: string, owner: { pid: number; host: string }) => {
  mkdirSync(join(dir, "spreehaus.lock"));
  writeFileSync(join(dir, "spreehaus.lock.json"), JSON.stringify({ ...owner, startedAt: "2026-11-25T08:30:00Z" }));
};
const options = { staleMs: 2000, onCompromised: () => undefined };

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the data folder lock", () => {
  it("refuses a folder held by a live process on another host at once, naming it", async () => {
    const dir = folder();
    leaveLock(dir, { pid: 4242, host: "andere-maschine" });
    const started = Date.now();
    const error = await lockDataDir(dir, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(
      `Der Datenordner ${dir} wird bereits von einem anderen Server-Prozess benutzt (Prozess 4242 auf andere-maschine, gestartet 25.11.2026, 09:30:00)`,
    );
    expect(Date.now() - started).toBeLessThan(options.staleMs);
  });

  it("takes over the lock of a process on this host that is gone, once it is stale", async () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    leaveLock(dir, { pid: gone, host: hostname() });
    const said: string[] = [];
    const lock = await lockDataDir(dir, { ...options, onWaiting: (m) => said.push(m) });
    expect(said.join()).toContain(`von Prozess ${gone} gesperrt, der nicht mehr läuft`);
    // Now this process holds it, and keeps it fresh: a second attempt waits in vain and is refused.
    const second = await lockDataDir(dir, options).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(`(Prozess ${process.pid} auf ${hostname()}, gestartet `);
    await lock.release();
    const third = await lockDataDir(dir, options);
    await third.release();
  }, 30_000);
});
