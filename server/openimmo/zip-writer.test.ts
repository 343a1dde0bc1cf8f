import { randomBytes } from "node:crypto";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { ZipArchive } from "../imports/zip-archive";
import { zipFiles } from "./zip-writer";

/** Each entry's name, compression method and whether its name is flagged UTF-8. */
function directory(zip: Buffer): Promise<{ name: string; method: number; utf8: boolean }[]> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) => {
      if (error) return reject(error);
      const entries: { name: string; method: number; utf8: boolean }[] = [];
      file.on("entry", (entry: yauzl.Entry) =>
        entries.push({
          name: entry.fileName,
          method: entry.compressionMethod,
          utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
        }),
      );
      file.on("end", () => resolve(entries));
      file.on("error", reject);
    }),
  );
}

describe("zip writer", () => {
  it("writes an archive yauzl reads back byte for byte: text deflated, photos stored, UTF-8 names", async () => {
    const xml = Buffer.from(`<?xml version="1.0"?><openimmo>${"<immobilie>Straße</immobilie>".repeat(500)}</openimmo>`);
    const photo = randomBytes(64 * 1024);
    const zip = await zipFiles([
      { name: "openimmo.xml", data: xml },
      { name: "bilder/küche.jpg", data: photo },
    ]);
    expect(await directory(zip)).toEqual([
      { name: "openimmo.xml", method: 8, utf8: true },
      { name: "bilder/küche.jpg", method: 0, utf8: true },
    ]);
    const archive = await ZipArchive.open(zip);
    expect((await archive.read("openimmo.xml", 1 << 20)).equals(xml)).toBe(true);
    expect((await archive.read("bilder/küche.jpg", 1 << 20)).equals(photo)).toBe(true);
    expect(zip.length).toBeLessThan(xml.length + photo.length);
  });

  it("writes an empty archive when there is nothing to put in", async () => {
    expect(await directory(await zipFiles([]))).toEqual([]);
  });
});
