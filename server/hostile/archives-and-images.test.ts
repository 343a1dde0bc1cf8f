import { beforeAll, describe, expect, it } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { dataUrl, validProperty } from "../test/factories";
import { buildZip, deflatedZeros } from "../test/zip-builder";

// Rule: an archive's entry count and unpacked size are judged from its directory before any entry
// is read, and an image with more pixels than a photo (50 megapixels) is refused from its header,
// with a German message, nothing stored, and other visitors served meanwhile.
const ctx = useHostileApp();

const count = async (table: string) =>
  (await ctx.database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
const stored = async () => ({ properties: await count("properties"), media: await count("media") });

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid black-and-white PNG of width × height: 16000² fits in 40 KB but decodes to 256 megapixels. */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF whose canvas (logical screen) and frame claim 65535 × 65535 pixels. */
async function hugeCanvasGif(): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#468" } })
      .gif()
      .toBuffer(),
  );
  gif.writeUInt16LE(65535, 6);
  gif.writeUInt16LE(65535, 8);
  return gif;
}

const upload = async (image: Buffer, type: string) =>
  (await ctx.admin()).post("/api/properties").send(validProperty({ images: [dataUrl(type, image)] }));

describe("hostile archives", () => {
  let manyEntries: Buffer;
  beforeAll(() => {
    manyEntries = buildZip(Array.from({ length: 100_000 }, (_, i) => ({ name: `leer/${i}.txt` })));
  });

  it("refuses 100,000 empty entries from the end record, without reading them", async () => {
    const before = await stored();
    const admin = await ctx.admin();
    const started = performance.now();
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/properties/import-zip").attach("zipFile", manyEntries, "leer.zip"),
    );
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Das Archiv enthält mehr als 2000 Dateien." });
    expect(await stored()).toEqual(before);
    // An archive of three entries takes about as long: the 100,000 are never walked.
    const small = buildZip([{ name: "a.txt" }, { name: "b.txt" }, { name: "c.txt" }]);
    const baselineStart = performance.now();
    await admin.post("/api/properties/import-zip").attach("zipFile", small, "klein.zip");
    expect(elapsed).toBeLessThan(20 * (performance.now() - baselineStart) + 1000);
  });

  it("refuses an archive whose directory declares more than 100 MB unpacked, before inflating anything", async () => {
    const before = await stored();
    const bomb = await deflatedZeros(1);
    const rows = [validProperty({ title: "Archiv zu groß", images: ["a.png"] })];
    const zip = buildZip([
      { name: "properties.json", data: Buffer.from(JSON.stringify(rows)) },
      ...["a.png", "b.png", "c.png"].map((name) => ({ name, deflated: bomb, declaredSize: 40 * 1024 * 1024 })),
    ]);
    const admin = await ctx.admin();
    const res = await withoutBlockingOthers(ctx, () =>
      admin.post("/api/properties/import-zip").attach("zipFile", zip, "gross.zip"),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Das Archiv ist entpackt größer als 100 MB." });
    expect(await stored()).toEqual(before);
  });
});

describe("hostile images", () => {
  it("refuses a 16000 × 16000 PNG from its header", async () => {
    const png = hugePng(16000, 16000);
    expect(png.length).toBeLessThan(100 * 1024);
    const before = await stored();
    const res = await withoutBlockingOthers(ctx, () => upload(png, "image/png"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bild: Das Bild hat zu viele Pixel (höchstens 50 Megapixel).");
    expect(await stored()).toEqual(before);
  });

  it("refuses a GIF with a 65535 × 65535 canvas", async () => {
    const before = await stored();
    const res = await withoutBlockingOthers(ctx, async () => upload(await hugeCanvasGif(), "image/gif"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bild: Das Bild hat zu viele Pixel (höchstens 50 Megapixel).");
    expect(await stored()).toEqual(before);
  });

  it("still takes a photo of 50 megapixels' neighbourhood: 6000 × 4000", async () => {
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#7a9" } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const res = await upload(photo, "image/jpeg");
    expect(res.status).toBe(201);
    expect(res.body.images[0]).toMatch(/^\/media\//);
  });
});
