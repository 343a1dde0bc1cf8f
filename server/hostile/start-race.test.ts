import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { demoPosts, demoProperties } from "../db/demo-content";
import { drawAllDemoPictures } from "../db/seed";
import { createScratchDatabase, postgresReachable, skipReason } from "../test/postgres-server";
import { startServerProcess, type ServerProcess } from "../test/server-process";

// Rule: instances starting at once on one empty database set it up one at a time (migrations,
// admin user, demo content under a PostgreSQL advisory lock): all become healthy, and the database
// holds one admin user and one set of demo content.
const reachable = await postgresReachable();

describe.skipIf(!reachable)(
  `instances starting at once on one empty database${reachable ? "" : ` (${skipReason})`}`,
  () => {
    const started: ServerProcess[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      for (const server of started) {
        server.signal("SIGKILL");
        await server.exited;
      }
      await drop?.();
    });

    it("all become healthy, with one admin user and one set of demo content", async () => {
      // The demo pictures drawn beforehand: on a clean machine that alone takes longer than the race.
      await drawAllDemoPictures();
      const scratch = await createScratchDatabase("spreehaus_race");
      drop = scratch.drop;
      const env = { DATABASE_URL: scratch.url, SEED_DEMO: "1" };
      // Three rather than two: the race this guards against lost in about a third of two-instance starts.
      started.push(startServerProcess(env), startServerProcess(env), startServerProcess(env));
      const ports = await Promise.all(started.map((server) => server.listening));
      for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const one = async (sql: string) => Number((await client.query(sql)).rows[0].n);
      try {
        expect(await one("SELECT count(*) AS n FROM users WHERE username = 'admin'")).toBe(1);
        expect(await one("SELECT count(*) AS n FROM properties")).toBe(demoProperties.length);
        expect(await one("SELECT count(*) AS n FROM blog_posts")).toBe(demoPosts.length);
      } finally {
        await client.end();
      }
      for (const server of started) {
        server.signal("SIGTERM");
        expect(await server.exited).toBe(0);
      }
    }, 400_000);
  },
);
