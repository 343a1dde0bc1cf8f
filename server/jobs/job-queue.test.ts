import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testsUseDatabaseServer } from "../test/test-database";
import { openPglite, openPostgres, type Database } from "../db/client";
import { createLogger } from "../logger";
import { createScratchDatabase, postgresReachable, skipReason } from "../test/postgres-server";
import { createJobQueue, type JobQueue } from "./job-queue";

const logger = createLogger("silent");
const fast = { logger, pollSeconds: 0.5, retryDelaySeconds: 1 };

// A fresh queue creates its schema first: seconds on a machine busy with other test files.
async function until(check: () => boolean, ms = 45_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// About the embedded database only: the PGlite pass (`npm test`) runs it; the PostgreSQL pass skips it.
describe.skipIf(testsUseDatabaseServer)("job queue on the embedded database", { timeout: 60_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), "spreehaus-jobs-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("retries a failing job with backoff until it succeeds", async () => {
    const database = await openPglite("memory://");
    const jobs = createJobQueue(database, fast);
    const attempts: number[] = [];
    jobs.define<{ n: number }>("flaky", async (_data, job) => {
      attempts.push(Date.now());
      if (job.retryCount < 2) throw new Error("noch nicht");
    });
    await jobs.start();
    await jobs.send("flaky", { n: 1 });
    await until(() => attempts.length === 3);
    await jobs.stop();
    await database.close();
    // 1 s, then about 2 s: the wait grows.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThan(attempts[1] - attempts[0] - 400);
  });

  it("keeps a job sent before a restart and runs it after the next start", async () => {
    const dataDir = join(folder, "restart");
    let database = await openPglite(dataDir);
    let jobs = createJobQueue(database, fast);
    jobs.define("later", async () => {
      throw new Error("first process must not run it");
    });
    await jobs.start();
    await jobs.send("later", { hello: "welt" }, { startAfterSeconds: 2 });
    await jobs.stop();
    await database.close();

    database = await openPglite(dataDir);
    jobs = createJobQueue(database, fast);
    const seen: unknown[] = [];
    jobs.define("later", async (data) => {
      seen.push(data);
    });
    await jobs.start();
    await until(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await jobs.stop();
    await database.close();
    expect(seen).toEqual([{ hello: "welt" }]);
  });

  it("does not let a job's statements interleave with the app's queries", async () => {
    const database = await openPglite("memory://");
    const jobs = createJobQueue(database, fast);
    let done = 0;
    jobs.define("count", async () => {
      done++;
    });
    await jobs.start();
    // The app keeps querying on the same single connection while jobs are sent and worked.
    const sends = Array.from({ length: 20 }, (_, i) => jobs.send("count", { i }));
    const queries = Array.from({ length: 50 }, () => database.pool.query("select 1 as one"));
    await Promise.all([...sends, ...queries]);
    await until(() => done === 20);
    await jobs.stop();
    await database.close();
  });
});

const reachable = await postgresReachable();

describe.skipIf(!reachable)(
  `job queue on PostgreSQL${reachable ? "" : ` (${skipReason})`}`,
  { timeout: 60_000 },
  () => {
    it("runs each job once when two server processes work one database", async () => {
      const scratch = await createScratchDatabase("spreehaus_jobs");
      const databases: Database[] = [openPostgres(scratch.url), openPostgres(scratch.url)];
      const runs = new Map<number, string[]>();
      const queues: JobQueue[] = databases.map((database, index) => {
        const jobs = createJobQueue(database, fast);
        jobs.define<{ n: number }>("once", async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), `process ${index}`]);
          await new Promise((resolve) => setTimeout(resolve, 40));
        });
        return jobs;
      });
      try {
        await Promise.all(queues.map((jobs) => jobs.start()));
        for (let n = 0; n < 30; n++) await queues[n % 2].send("once", { n });
        await until(() => runs.size === 30);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
        const byProcess = [...runs.values()].flat();
        // Both processes took jobs; none took one the other had.
        expect(new Set(byProcess).size).toBe(2);
      } finally {
        await Promise.all(queues.map((jobs) => jobs.stop()));
        await Promise.all(databases.map((database) => database.close()));
        await scratch.drop();
      }
    });
  },
);
