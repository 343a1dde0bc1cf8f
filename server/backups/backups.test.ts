import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { testsUseDatabaseServer } from "../test/test-database";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { readBinary } from "../test/binary";
import { PNG_DATA_URL, validProperty } from "../test/factories";
import { openBackup } from "./backup-archive";
import { BACKUP_JOB } from "./backups.service";

// Rule (decision 0039): with the embedded database, owners (and a daily job) make a consistent
// archive of the database and the media files its rows name; the newest BACKUP_KEEP are kept; every
// download is in the audit trail. With a PostgreSQL server the database's own backups cover everything.
const backupDir = mkdtempSync(join(tmpdir(), "spreehaus-backups-"));
const ctx = useTestApp({ BACKUP_DIR: backupDir, BACKUP_KEEP: "2", JOB_POLL_SECONDS: "0.5" });
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

describe.skipIf(testsUseDatabaseServer)("backups of the embedded database", () => {
  it("makes an archive of the database and the photos it names, and lets an owner download it, recorded", async () => {
    const admin = await ctx.admin();
    await admin
      .post("/api/properties")
      .send(validProperty({ images: [PNG_DATA_URL] }))
      .expect(201);
    const made = await admin.post("/api/backups").expect(201);
    expect(made.body.name).toMatch(/^sicherung-\d{8}-\d{6}-\d{3}\.zip$/);

    const listed = await admin.get("/api/backups").expect(200);
    expect(listed.body).toMatchObject({ mode: "embedded", directory: backupDir, keep: 2 });
    expect(listed.body.backups[0]).toEqual({
      name: made.body.name,
      createdAt: made.body.createdAt,
      size: made.body.size,
    });

    const download = await admin
      .get(`/api/backups/${made.body.name}`)
      .buffer(true)
      .parse(readBinary)
      .expect(200)
      .expect("Content-Type", "application/zip")
      .expect("Cache-Control", "private, no-store");
    expect((download.body as Buffer).length).toBe(made.body.size);
    const copy = join(backupDir, "kopie.zip");
    writeFileSync(copy, download.body as Buffer);
    const archive = await openBackup(copy);
    archive.close();
    rmSync(copy);
    // The photo and its six variants (three widths, WebP and JPEG).
    expect(archive.manifest).toMatchObject({ mediaFiles: 7, missingMedia: 0, counts: { properties: 1, media: 1 } });

    const [entry] = await auditRows(ctx, "backup.downloaded");
    expect(entry).toMatchObject({ actor_name: "admin", record_type: "backup", record_id: made.body.name });
    expect(entry.summary).toContain(`Sicherung ${made.body.name} heruntergeladen`);
    expect((await auditRows(ctx, "backup.created"))[0].record_id).toBe(made.body.name);
  });

  it("keeps the newest BACKUP_KEEP archives and removes older ones", async () => {
    const admin = await ctx.admin();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await admin.post("/api/backups").expect(201)).body.name);
    const listed = await admin.get("/api/backups").expect(200);
    expect(listed.body.backups.map((backup: { name: string }) => backup.name)).toEqual([names[2], names[1]]);
  });

  it("runs the daily backup as a job of the queue", async () => {
    const before = (await ctx.services.backups.list())[0].name;
    await ctx.services.jobs.start();
    try {
      await ctx.services.jobs.send(BACKUP_JOB, {});
      await expect
        .poll(async () => (await ctx.services.backups.list())[0].name, { timeout: 20_000, interval: 250 })
        .not.toBe(before);
    } finally {
      await ctx.services.jobs.stop();
    }
  });

  it("answers 404 for a backup that is not there and 400 for a name that is not a backup's", async () => {
    const admin = await ctx.admin();
    const missing = await admin.get("/api/backups/sicherung-20200101-000000-000.zip").expect(404);
    expect(missing.body.message).toBe("Diese Sicherung gibt es nicht (mehr).");
    await admin.get("/api/backups/..%2F..%2Fetc%2Fpasswd").expect(400);
    await admin.get("/api/backups/kopie.zip").expect(400);
  });
});

describe("who may touch backups", () => {
  it("refuses staff and visitors", async () => {
    const staff = await signIn(ctx, await createAccount(ctx));
    await staff.get("/api/backups").expect(403);
    await staff.post("/api/backups").expect(403);
    await staff.get("/api/backups/sicherung-20200101-000000-000.zip").expect(403);
    await request(ctx.app).get("/api/backups").expect(401);
  });
});

describe.runIf(testsUseDatabaseServer)("backups with a PostgreSQL server", () => {
  it("points to the database's own backups instead of making archives", async () => {
    const admin = await ctx.admin();
    const listed = await admin.get("/api/backups").expect(200);
    expect(listed.body).toEqual({ mode: "postgres", directory: null, keep: 2, backups: [] });
    const refused = await admin.post("/api/backups").expect(409);
    expect(refused.body.message).toContain("pg_dump");
  });
});
