import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testsUseDatabaseServer } from "./test/test-database";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDev, stopDev, type DevServer } from "./test/dev-process";
import { drawAllDemoPictures } from "./db/seed";

// What a newcomer sees: `npm run dev` on a fresh clone's empty data folder. Slow (a new embedded
// database, Vite, the demo content), so it runs once and its checks share the output.

const START_TIMEOUT_MS = 240_000;

// About the embedded database only: the PGlite pass (`npm test`) runs it; the PostgreSQL pass skips it.
describe.skipIf(testsUseDatabaseServer)("npm run dev on a fresh data folder", () => {
  const dataRoot = mkdtempSync(join(tmpdir(), "spreehaus-dev-start-"));
  let dev: DevServer | undefined;
  // On a clean machine the first start draws the demo pictures (once); not what this test is about.
  beforeAll(() => drawAllDemoPictures(), 300_000);
  afterAll(async () => {
    if (dev) await stopDev(dev.child);
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it(
    "shows the banner with the generated admin password in its first 20 lines, logs requests in one line each and warns of nothing",
    async () => {
      // Port 0: the system picks a free one, and the banner names it.
      dev = startDev({ PORT: "0", DATA_DIR: join(dataRoot, "data") });
      await dev.waitFor(/Passwort +\S+[^\n]*\n[^\n]*\n└─+┘/);

      const first20 = dev.output().split("\n").slice(0, 20).join("\n");
      const port = /Server läuft auf http:\/\/localhost:(\d+)/.exec(first20)?.[1];
      expect(port).toMatch(/^[1-9]\d*$/);
      expect(first20).toMatch(new RegExp(`│ Website +http://localhost:${port} +│`));
      expect(first20).toMatch(/│ Datenbank +eingebettetes PostgreSQL \(PGlite\) in \/.*spreehaus-dev-start-/);
      expect(first20).toContain("Mails werden nicht versendet, sie bleiben im Postausgang");
      expect(first20).toContain("Erster Start: Admin-Zugang angelegt");
      expect(first20).toMatch(/│ Benutzer +admin +│/);
      const password = /│ Passwort +(\S+) +│/.exec(first20)?.[1];
      expect(password).toMatch(/^[\w-]{12}$/);

      // The password works, a page and a module are asked for: one line for the page, none for the module.
      const base = `http://localhost:${port}`;
      const signIn = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ username: "admin", password }),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(`${base}/`)).status).toBe(200);
      expect((await fetch(`${base}/@vite/client`)).status).toBe(200);
      await dev.waitFor(/INFO: GET \/ 200 \d+ ms\n/);

      const output = dev.output();
      expect(output).toMatch(/INFO: POST \/api\/auth\/login 200 \d+ ms\n/);
      expect(output).not.toMatch(/GET \/@vite\//);
      expect(output).not.toMatch(/"level":/);
      expect(output).not.toMatch(/warn|\(!\)/i);
    },
    START_TIMEOUT_MS,
  );
});
