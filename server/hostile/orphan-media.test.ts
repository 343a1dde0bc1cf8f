import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import {
  createPost,
  createProperty,
  dataUrl,
  PDF_DATA_URL,
  PNG_BYTES,
  PNG_DATA_URL,
  validApplication,
  validPost,
  validProperty,
} from "../test/factories";
import { buildZip } from "../test/zip-builder";
import { createMediaRepo } from "../media/media.repo";
import { createFileStore } from "../media/file-store";
import { testsUseDatabaseServer } from "../test/test-database";

// Rule: media and the row that references them are written in one transaction, and a sweep (at
// start-up and daily) removes media no row references, with their files, once they are a day old.
const ctx = useHostileApp();

/** The embedded database's media folder (empty on a PostgreSQL server, which keeps bytes in rows). */
const mediaDir = () => {
  const dir = join(ctx.config.dataDir, "media");
  mkdirSync(dir, { recursive: true });
  return dir;
};
const rows = async () =>
  (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from media")).rows[0].n;
const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000);

async function orphan(age: "old" | "new") {
  const repo = createMediaRepo(ctx.database.db, testsUseDatabaseServer ? undefined : createFileStore(mediaDir()));
  const stored = await repo.insert(
    "image",
    "image/png",
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#abc" } })
      .png()
      .toBuffer(),
  );
  if (age === "old")
    await ctx.database.pool.query("update media set created_at = $1 where id = $2", [
      twoDaysAgo().toISOString(),
      stored.id,
    ]);
  return stored;
}

describe("hostile crashes: media left without their rows", () => {
  it("sweeps day-old orphans and unnamed files, and keeps what rows reference and fresh uploads", async () => {
    const old = await Promise.all(Array.from({ length: 30 }, () => orphan("old")));
    const fresh = await orphan("new");
    const admin = await ctx.admin();
    const listing = await admin
      .post("/api/properties")
      .send(
        validProperty({
          images: [
            dataUrl(
              "image/png",
              await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
                .png()
                .toBuffer(),
            ),
          ],
        }),
      )
      .expect(201);
    await ctx.database.pool.query("update media set created_at = $1", [twoDaysAgo().toISOString()]);
    await ctx.database.pool.query("update media set created_at = now() where id = $1", [fresh.id]);
    // A file whose row never got written (killed between the two), and a half-written one.
    const stray = join(mediaDir(), "0123456789abcdef0123456789abcdef");
    const partial = join(mediaDir(), "fedcba9876543210fedcba9876543210.1a2b3c4d.tmp");
    for (const path of [stray, partial]) {
      writeFileSync(path, "x");
      utimesSync(path, twoDaysAgo(), twoDaysAgo());
    }
    const before = await rows();

    const removed = await withoutBlockingOthers(ctx, () => ctx.services.media.sweepOrphans());

    expect(removed.rows).toBe(old.length);
    expect(await rows()).toBe(before - old.length);
    await request(ctx.app).get(listing.body.images[0]).expect(200);
    await admin.get(`/media/${fresh.publicId}`).expect(200);
    // On a PostgreSQL server the bytes live in the rows; files exist only with the embedded database.
    if (testsUseDatabaseServer) return;
    const left = readdirSync(mediaDir());
    expect(left).not.toContain("0123456789abcdef0123456789abcdef");
    expect(left.some((name) => name.endsWith(".tmp"))).toBe(false);
    const { rows: named } = await ctx.database.pool.query<{ file: string }>("select file from media");
    for (const { file } of named) expect(left).toContain(file);
    expect(left.filter((name) => name.length === 32)).toHaveLength(named.length);
  });

  it("writes an application's documents and the application in one transaction", async () => {
    const property = await createProperty(ctx.services, { transactionType: "rent", status: "active" });
    const filesBefore = readdirSync(mediaDir()).length;
    const before = await rows();
    // The application's row cannot be written: its documents must not stay behind either.
    await ctx.database.pool.query(
      "create function refuse_application() returns trigger language plpgsql as $$ begin raise exception 'Absturz beim Speichern'; end $$",
    );
    await ctx.database.pool.query(
      "create trigger refuse_application before insert on applications for each row execute function refuse_application()",
    );
    try {
      const res = await request(ctx.app)
        .post("/api/applications")
        .send(validApplication(property.id, { idCardUrl: PDF_DATA_URL, payslipUrl: PDF_DATA_URL }));
      expect(res.status).toBe(500);
    } finally {
      await ctx.database.pool.query("drop trigger refuse_application on applications");
      await ctx.database.pool.query("drop function refuse_application()");
    }
    expect(await rows()).toBe(before);
    expect(readdirSync(mediaDir()).length).toBe(filesBefore);

    await request(ctx.app).post("/api/applications").send(validApplication(property.id)).expect(201);
    expect(await rows()).toBe(before + 2);
  });

  /**
   * Runs `attempt` while the database refuses to write `table`'s rows (a trigger raises), after
   * the images were checked, scaled and their files written: neither a media row nor a file of
   * them may stay behind.
   */
  async function refusedAfterMediaPlaced(table: string, event: "insert" | "update", attempt: () => Promise<number>) {
    const filesBefore = readdirSync(mediaDir()).sort();
    const before = await rows();
    await ctx.database.pool.query(
      "create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'Absturz beim Speichern'; end $$",
    );
    await ctx.database.pool.query(
      `create trigger refuse_row before ${event} on ${table} for each row execute function refuse_row()`,
    );
    try {
      expect(await attempt()).toBe(500);
    } finally {
      await ctx.database.pool.query(`drop trigger refuse_row on ${table}`);
      await ctx.database.pool.query("drop function refuse_row()");
    }
    expect(await rows()).toBe(before);
    expect(readdirSync(mediaDir()).sort()).toEqual(filesBefore);
  }

  /**
   * Runs a successful `attempt` while triggers note the transaction of every media row and every
   * `table` row written: they must all be one (compensating a failure afterwards is not enough: a
   * crash in between would leave the media behind). An import writes each row on its own
   * (`transactions` = rows), and each of them holds that row's photos and the row.
   */
  async function writtenInOneTransaction(table: string, attempt: () => Promise<number>, transactions = 1) {
    await ctx.database.pool.query("create table written_in (tbl text, tx bigint)");
    await ctx.database.pool.query(
      "create function note_tx() returns trigger language plpgsql as $$ begin insert into written_in values (tg_table_name, txid_current()); return new; end $$",
    );
    for (const target of ["media", table])
      await ctx.database.pool.query(
        `create trigger note_tx after insert or update on ${target} for each row execute function note_tx()`,
      );
    try {
      expect(await attempt()).toBeLessThan(300);
      const { rows: noted } = await ctx.database.pool.query<{ tbl: string; tx: string }>("select * from written_in");
      expect(new Set(noted.map((row) => row.tbl))).toEqual(new Set(["media", table]));
      const tablesByTx = new Map<string, Set<string>>();
      for (const row of noted) tablesByTx.set(row.tx, (tablesByTx.get(row.tx) ?? new Set()).add(row.tbl));
      expect(tablesByTx.size).toBe(transactions);
      for (const tables of tablesByTx.values()) expect(tables).toEqual(new Set(["media", table]));
    } finally {
      for (const target of ["media", table]) await ctx.database.pool.query(`drop trigger note_tx on ${target}`);
      await ctx.database.pool.query("drop function note_tx()");
      await ctx.database.pool.query("drop table written_in");
    }
  }

  it("writes a new listing's photos and the listing in one transaction", async () => {
    const admin = await ctx.admin();
    await refusedAfterMediaPlaced(
      "properties",
      "insert",
      async () => (await admin.post("/api/properties").send(validProperty({ images: [PNG_DATA_URL] }))).status,
    );
    await writtenInOneTransaction(
      "properties",
      async () => (await admin.post("/api/properties").send(validProperty({ images: [PNG_DATA_URL] }))).status,
    );
  });

  it("writes a listing's new photos and its changed row in one transaction, keeping the old photos", async () => {
    const admin = await ctx.admin();
    const listing = (
      await admin
        .post("/api/properties")
        .send(validProperty({ images: [PNG_DATA_URL] }))
        .expect(201)
    ).body as { id: number; images: string[] };
    await refusedAfterMediaPlaced(
      "properties",
      "update",
      async () =>
        (await admin.patch(`/api/properties/${listing.id}`).send({ images: [...listing.images, PNG_DATA_URL] })).status,
    );
    expect((await admin.get(`/api/properties/${listing.id}`).expect(200)).body.images).toEqual(listing.images);
    await request(ctx.app).get(listing.images[0]).expect(200);
    await writtenInOneTransaction(
      "properties",
      async () => (await admin.patch(`/api/properties/${listing.id}`).send({ images: [PNG_DATA_URL] })).status,
    );
  });

  it("writes a blog post's cover and the post in one transaction, on create and on update", async () => {
    const admin = await ctx.admin();
    await refusedAfterMediaPlaced(
      "blog_posts",
      "insert",
      async () => (await admin.post("/api/blog").send(validPost({ coverImage: PNG_DATA_URL }))).status,
    );
    const post = await createPost(ctx.services);
    await refusedAfterMediaPlaced(
      "blog_posts",
      "update",
      async () => (await admin.patch(`/api/blog/${post.id}`).send({ coverImage: PNG_DATA_URL })).status,
    );
    expect((await admin.get(`/api/blog/${post.id}`).expect(200)).body.coverImage).toBeNull();
    await writtenInOneTransaction(
      "blog_posts",
      async () => (await admin.post("/api/blog").send(validPost({ coverImage: PNG_DATA_URL }))).status,
    );
    await writtenInOneTransaction(
      "blog_posts",
      async () => (await admin.patch(`/api/blog/${post.id}`).send({ coverImage: PNG_DATA_URL })).status,
    );
  });

  it("writes each row of a JSON import with its photos in one transaction", async () => {
    const admin = await ctx.admin();
    const rowsWithPhotos = [validProperty({ images: [PNG_DATA_URL] }), validProperty({ images: [PNG_DATA_URL] })];
    await refusedAfterMediaPlaced(
      "properties",
      "insert",
      async () => (await admin.post("/api/properties/import").send(rowsWithPhotos)).status,
    );
    await writtenInOneTransaction(
      "properties",
      async () => (await admin.post("/api/properties/import").send(rowsWithPhotos)).status,
      rowsWithPhotos.length,
    );
  });

  it("writes a ZIP import's photos and its rows in one transaction", async () => {
    const admin = await ctx.admin();
    const zip = buildZip([
      { name: "properties.json", data: Buffer.from(JSON.stringify([validProperty({ images: ["foto.png"] })])) },
      { name: "foto.png", data: PNG_BYTES },
    ]);
    await refusedAfterMediaPlaced(
      "properties",
      "insert",
      async () => (await admin.post("/api/properties/import-zip").attach("zipFile", zip, "import.zip")).status,
    );
    await writtenInOneTransaction(
      "properties",
      async () => (await admin.post("/api/properties/import-zip").attach("zipFile", zip, "import.zip")).status,
    );
  });
});
