import { describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { dataUrl, PDF_BYTES, PNG_BYTES, PNG_DATA_URL, validProperty } from "../test/factories";

const ctx = useTestApp();

describe("uploaded images", () => {
  it("stores an image data URL as a media file and serves the same picture, cached for a day", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [PNG_DATA_URL, "https://fotos.example.de/a.jpg"] }))
      .expect(201);
    const [stored, external] = created.body.images;
    expect(stored).toMatch(/^\/media\/[\w-]{22}$/);
    expect(external).toBe("https://fotos.example.de/a.jpg");

    const image = await request(ctx.app).get(stored).buffer(true).parse(readBinary).expect(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=86400");
    const [sent, kept] = await Promise.all([sharp(PNG_BYTES).raw().toBuffer(), sharp(image.body).raw().toBuffer()]);
    expect(Buffer.compare(kept, sent)).toBe(0);
  });

  it("serves a public listing's floor plans to visitors, and a hidden listing's to nobody but the admin", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ floorPlans: [PNG_DATA_URL] }))
      .expect(201);
    const [plan] = created.body.floorPlans;
    expect(plan).toMatch(/^\/media\/[\w-]{22}$/);
    await request(ctx.app).get(plan).expect(200).expect("Content-Type", "image/png");
    await request(ctx.app).get(`${plan}/400.webp`).expect(200).expect("Content-Type", "image/webp");

    await admin.patch(`/api/properties/${created.body.id}`).send({ status: "hidden" }).expect(200);
    await request(ctx.app).get(plan).expect(404);
    await admin.get(plan).expect(200);
  });

  it("keeps lists free of file contents", async () => {
    const admin = await ctx.admin();
    await admin
      .post("/api/properties")
      .send(validProperty({ images: [PNG_DATA_URL] }))
      .expect(201);
    const list = await request(ctx.app).get("/api/properties");
    expect(list.text).not.toContain("data:");
    expect(list.text).not.toContain(PNG_BYTES.toString("base64"));
  });

  it("refuses a file whose bytes do not match its declared type, and stores nothing", async () => {
    const admin = await ctx.admin();
    const before = (await request(ctx.app).get("/api/properties")).body.length;
    const pdfAsPng = dataUrl("image/png", PDF_BYTES);
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ images: [pdfAsPng] }))
      .expect(400);
    expect(res.body.message).toBe("Bild: Dateiformat nicht erlaubt oder Inhalt passt nicht zum angegebenen Typ.");
    expect((await request(ctx.app).get("/api/properties")).body.length).toBe(before);
  });

  it("deletes a property's uploaded images with it", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [PNG_DATA_URL] }))
      .expect(201);
    const path = created.body.images[0];
    await request(ctx.app).get(path).expect(200);
    await admin.delete(`/api/properties/${created.body.id}`).expect(204);
    await request(ctx.app).get(path).expect(404);
  });

  it("deletes an image that an update removed from the list", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ images: [PNG_DATA_URL, PNG_DATA_URL] }))
      .expect(201);
    const [keep, drop] = created.body.images;
    const updated = await admin
      .patch(`/api/properties/${created.body.id}`)
      .send({ images: [keep] })
      .expect(200);
    expect(updated.body.images).toEqual([keep]);
    await request(ctx.app).get(keep).expect(200);
    await request(ctx.app).get(drop).expect(404);
  });

  it("answers 404 for a missing media id and 400 for a bad one", async () => {
    await request(ctx.app).get("/media/AAAAAAAAAAAAAAAAAAAAAA").expect(404);
    await request(ctx.app).get("/media/abc").expect(400);
    await request(ctx.app).get("/media/987654").expect(400);
  });
});
