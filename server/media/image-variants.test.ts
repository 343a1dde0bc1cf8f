import { describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { dataUrl, PNG_BYTES, validProperty } from "../test/factories";
import { createMediaRepo } from "./media.repo";

const ctx = useTestApp();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 120 } } })
    .png()
    .toBuffer();

const fetchImage = async (path: string) => {
  const res = await request(ctx.app).get(path).buffer(true).parse(readBinary).expect(200);
  const { width, height, format } = await sharp(res.body as Buffer).metadata();
  return { res, width, height, format, bytes: (res.body as Buffer).length };
};

const mediaCount = async () => {
  const { rows } = await ctx.database.pool.query("select count(*)::int as n from media");
  return rows[0].n as number;
};

describe("responsive photos", () => {
  it("stores an uploaded photo with WebP and JPEG copies 400, 800 and 1200 px wide", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [dataUrl("image/png", await photo(2400, 1600))] }))
      .expect(201);
    const [path] = created.body.images;

    const small = await fetchImage(`${path}/400.webp`);
    expect(small.res.headers["content-type"]).toBe("image/webp");
    expect(small.res.headers["cache-control"]).toBe("public, max-age=86400");
    expect([small.format, small.width, small.height]).toEqual(["webp", 400, 267]);

    const medium = await fetchImage(`${path}/800.jpg`);
    expect(medium.res.headers["content-type"]).toBe("image/jpeg");
    expect([medium.format, medium.width, medium.height]).toEqual(["jpeg", 800, 533]);

    const large = await fetchImage(`${path}/1200.webp`);
    expect([large.format, large.width]).toEqual(["webp", 1200]);
    expect(small.bytes).toBeLessThan(large.bytes);
    expect((await fetchImage(`${path}/1200.jpg`)).width).toBe(1200);
  });

  it("never enlarges: every copy of a 300 px image is 300 px wide", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [dataUrl("image/png", await photo(300, 200))] }))
      .expect(201);
    const [path] = created.body.images;
    expect((await fetchImage(`${path}/1200.jpg`)).width).toBe(300);
    expect((await fetchImage(`${path}/400.webp`)).width).toBe(300);
  });

  it("refuses a file that only starts like an image, and stores nothing", async () => {
    const admin = await ctx.admin();
    const before = await mediaCount();
    const broken = Buffer.concat([PNG_BYTES.subarray(0, 16), Buffer.from("kein Bild, nur Text")]);
    const images = [dataUrl("image/png", await photo(800, 600)), dataUrl("image/png", broken)];
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ title: "Kaputtes Bild im Upload", images }))
      .expect(400);
    expect(res.body.message).toBe("Bild: Die Datei lässt sich nicht als Bild öffnen.");
    expect(await mediaCount()).toBe(before);
    const titles = (await request(ctx.app).get("/api/properties")).body.map((p: { title: string }) => p.title);
    expect(titles).not.toContain("Kaputtes Bild im Upload");
  });

  it("makes the copies of an image stored before copies existed on first request, and keeps them", async () => {
    const { id, publicId } = await createMediaRepo(ctx.database.db).insert(
      "image",
      "image/png",
      await photo(1000, 500),
    );
    await ctx.services.properties.create(validProperty({ images: [`/media/${publicId}`] }));
    expect((await fetchImage(`/media/${publicId}/800.webp`)).width).toBe(800);
    const { rows } = await ctx.database.pool.query(
      "select width, content_type from media_variants where media_id = $1",
      [id],
    );
    expect(rows).toEqual([{ width: 800, content_type: "image/webp" }]);
  });

  it("deletes the copies with their photo", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [dataUrl("image/png", await photo(640, 480))] }))
      .expect(201);
    const [path] = created.body.images;
    await request(ctx.app).get(`${path}/400.jpg`).expect(200);
    const variantsBefore =
      (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from media_variants")).rows[0].n - 6;
    await admin.delete(`/api/properties/${created.body.id}`).expect(204);
    await request(ctx.app).get(`${path}/400.jpg`).expect(404);
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from media_variants");
    expect(rows[0].n).toBe(variantsBefore);
  });

  it("answers 400 for a width or format that is not offered, and 404 for an applicant's document", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [dataUrl("image/png", await photo(640, 480))] }))
      .expect(201);
    const [path] = created.body.images;
    expect((await request(ctx.app).get(`${path}/500.webp`).expect(400)).body.message).toBe(
      "Diese Bildbreite gibt es nicht.",
    );
    expect((await request(ctx.app).get(`${path}/400.gif`).expect(400)).body.message).toBe(
      "Dieses Bildformat gibt es nicht.",
    );
    const document = await createMediaRepo(ctx.database.db).insert("document", "image/png", await photo(640, 480));
    await admin.get(`/media/${document.publicId}/400.webp`).expect(404);
    await admin.get(`/media/${document.publicId}`).expect(404);
  });
});
