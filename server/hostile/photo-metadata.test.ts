import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { readBinary } from "../test/binary";
import { dataUrl, validPost, validProperty } from "../test/factories";
import { buildZip } from "../test/zip-builder";

// Rule: a stored public image carries no metadata (no camera owner, no GPS position) and is turned
// upright by its EXIF orientation, whichever path it came by: the admin form, a JSON or a ZIP import.
const ctx = useHostileApp();

/** A 300×200 JPEG whose EXIF names its photographer, where it was taken, and says "rotate 90°". */
const cameraPhoto = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 70, g: 100, b: 130 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: "Max Mustermann" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 36/1",
      },
    })
    .toBuffer();

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

async function served(path: string) {
  const res = await request(ctx.app).get(path).buffer(true).parse(readBinary).expect(200);
  const bytes = res.body as Buffer;
  return { bytes, meta: await sharp(bytes).metadata() };
}

async function expectClean(path: string) {
  for (const url of [path, `${path}/400.jpg`, `${path}/800.webp`]) {
    const { bytes, meta } = await served(url);
    expect(meta.exif, url).toBeUndefined();
    expect(bytes.includes("Mustermann"), url).toBe(false);
    // Turned upright once: the 300×200 sensor image with "rotate 90°" is 200 wide and 300 high.
    expect([meta.width, meta.height, meta.orientation ?? 1], url).toEqual([200, 300, 1]);
  }
}

describe("hostile uploads: photos that give away who took them and where", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await cameraPhoto();
    const meta = await sharp(photo).metadata();
    // The attack is real: the upload carries the name, a GPS block and the orientation.
    expect(meta.exif?.includes("Max Mustermann")).toBe(true);
    expect(meta.exif?.includes(GPS_IFD_POINTER)).toBe(true);
    expect(meta.orientation).toBe(6);
  });

  it("strips them from a photo uploaded with a property", async () => {
    const admin = await ctx.admin();
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/properties").send(validProperty({ images: [dataUrl("image/jpeg", photo)] })),
    );
    expect(res.status).toBe(201);
    await expectClean(res.body.images[0]);
  });

  it("strips them from a blog cover", async () => {
    const admin = await ctx.admin();
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/blog").send(validPost({ coverImage: dataUrl("image/jpeg", photo) })),
    );
    expect(res.status).toBe(201);
    await expectClean(res.body.coverImage);
  });

  it("strips them from a photo of a JSON import", async () => {
    const admin = await ctx.admin();
    const title = "JSON-Import mit Kamerafoto";
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/properties/import").send([validProperty({ title, images: [dataUrl("image/jpeg", photo)] })]),
    );
    expect(res.body).toMatchObject({ imported: 1, failed: 0 });
    const stored = (await admin.get("/api/properties")).body.find((p: { title: string }) => p.title === title);
    await expectClean(stored.images[0]);
  });

  it("strips them from a photo of a ZIP import", async () => {
    const admin = await ctx.admin();
    const rows = [validProperty({ title: "ZIP-Import mit Kamerafoto", images: ["fotos/kamera.jpg"] })];
    const zip = buildZip([
      { name: "properties.json", data: Buffer.from(JSON.stringify(rows)) },
      { name: "fotos/kamera.jpg", data: photo },
    ]);
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/properties/import-zip").attach("zipFile", zip, "import.zip"),
    );
    expect(res.status).toBe(200);
    await expectClean(res.body.importedProperties[0].images[0]);
  });
});
