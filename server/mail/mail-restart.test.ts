import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { start } from "../start";
import { createApp } from "../app";
import { openTestDatabase, testsUseDatabaseServer } from "../test/test-database";
import { startSmtpCatcher } from "../test/smtp-catcher";

const smtp = await startSmtpCatcher();
const dataDir = mkdtempSync(join(tmpdir(), "spreehaus-mail-restart-"));
afterAll(async () => {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO: "0",
    SMTP_URL: smtp.url,
    JOB_POLL_SECONDS: "0.5",
    MAIL_RETRY_DELAY_SECONDS: "1",
    ...env,
  });

// About the embedded database only: the PGlite pass (`npm test`) runs it; the PostgreSQL pass skips it.
describe.skipIf(testsUseDatabaseServer)("a restart", () => {
  it("sends after the start a mail that was queued while the process was stopped", async () => {
    // The first run stores a message while its SMTP server is down, then stops before a retry succeeds.
    await smtp.stop();
    const first = await start(config(), createLogger("silent"), { serveClient: "none" });
    await request(first.server)
      .post("/api/contact")
      .send({ name: "Rita Neustart", email: "rita@example.de", message: "Bitte melden Sie sich nach dem Neustart." })
      .expect(201);
    await first.stop(1000);
    await smtp.start();
    // Nothing is sent while no process runs.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to("rita@example.de")).toHaveLength(0);

    const second = await start(config(), createLogger("silent"), { serveClient: "none" });
    try {
      const [receipt] = await smtp.waitFor((m) => m.envelopeTo.includes("rita@example.de"), 1, 30_000);
      expect(receipt.subject).toBe("Ihre Nachricht an Spreehaus Immobilien");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtp.to("rita@example.de")).toHaveLength(1);
    } finally {
      await second.stop(1000);
    }
  }, 240_000);
});

describe("without SMTP_URL", () => {
  it("keeps every mail in the Postausgang as not sent", async () => {
    const database = await openTestDatabase();
    const { app, services } = createApp({
      config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
      database,
      logger: createLogger("silent"),
    });
    try {
      await request(app)
        .post("/api/contact")
        .send({ name: "Ohne Server", email: "ohne@example.de", message: "Wird diese Nachricht gespeichert?" })
        .expect(201);
      const { items } = await services.outbox.page(1, { role: "owner" });
      expect(items.map((m) => [m.kind, m.recipient, m.status])).toEqual([
        ["contact-receipt", "ohne@example.de", "kept"],
        ["contact-notice", "info@spreehaus-immobilien.de", "kept"],
      ]);
    } finally {
      await database.close();
    }
  });
});
