import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { imageFormats, imageWidths } from "@shared/media-variants";
import { prepareImage, type PreparedImage } from "../../media/image-variants";
import type { ImagePreparation } from "../../media/images";
import { RENDERING, renderDrawing, renderPhoto } from "./render";
import type { Picture } from "./listing-photos";

// Drawing the demo pictures and preparing their variants takes seconds of CPU per picture; both
// results depend only on their input, so they are kept between runs under a key of that input,
// and every later seed (a fresh data folder, a test's database) copies them. Best effort: a
// folder that cannot be written keeps nothing, and everything is made again.

export const DEMO_PHOTO_CACHE = join(process.cwd(), "node_modules", ".cache", "spreehaus-demo-photos");

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

export type PictureCache = {
  get: (name: string) => Promise<Buffer | undefined>;
  put: (name: string, bytes: Buffer) => Promise<void>;
};

export function folderCache(dir: string): PictureCache {
  return {
    get: (name) => readFile(join(dir, name)).catch(() => undefined),
    async put(name, bytes) {
      // A temporary name, then a rename: a second process seeding at the same time never reads half a file.
      const temporary = join(dir, `${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, join(dir, name));
      } catch {
        // Nothing kept: made again next time.
      }
    },
  };
}

/** A prepared image as one buffer: a length-prefixed JSON header, then the original and each variant. */
function pack(image: PreparedImage): Buffer {
  const parts = [image.bytes, ...image.variants.map((v) => v.bytes)];
  const header = Buffer.from(
    JSON.stringify({
      contentType: image.contentType,
      sizes: parts.map((part) => part.length),
      variants: image.variants.map((v) => ({ width: v.width, contentType: v.contentType })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...parts]);
}

function unpack(packed: Buffer): PreparedImage | undefined {
  try {
    const headerLength = packed.readUInt32BE(0);
    const header = JSON.parse(packed.subarray(4, 4 + headerLength).toString("utf8")) as {
      contentType: string;
      sizes: number[];
      variants: { width: PreparedImage["variants"][number]["width"]; contentType: string }[];
    };
    let at = 4 + headerLength;
    const parts = header.sizes.map((size) => packed.subarray(at, (at += size)));
    if (at !== packed.length) return undefined;
    const [bytes, ...variants] = parts;
    return {
      contentType: header.contentType,
      bytes,
      variants: header.variants.map((v, i) => ({ ...v, bytes: variants[i] })),
    };
  } catch {
    return undefined;
  }
}

let fingerprint: Promise<string> | undefined;

/**
 * What prepareImage does today, as a hash: its widths and formats, and its output for a small
 * probe image (which changes with the encoders' settings or sharp's version). A cached result
 * made by other settings is never used.
 */
const preparationFingerprint = () =>
  (fingerprint ??= (async () => {
    const probe = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#8a6446" } })
      .jpeg()
      .toBuffer();
    return sha(JSON.stringify({ imageWidths, imageFormats }), pack(await prepareImage(probe, "image/jpeg")));
  })());

/** prepareImage with the cache in front: for the media service the demo seed uses. */
export function cachedPreparation(cache: PictureCache): ImagePreparation {
  // Also held for this seed: when the folder cannot be written, an image is still prepared once.
  const held = new Map<string, PreparedImage>();
  return async (bytes, contentType) => {
    const name = `prepared-${sha(await preparationFingerprint(), contentType, bytes)}.bin`;
    const kept = held.get(name) ?? unpack((await cache.get(name)) ?? Buffer.alloc(0));
    if (kept) return kept;
    const prepared = await prepareImage(bytes, contentType);
    held.set(name, prepared);
    await cache.put(name, pack(prepared));
    return prepared;
  };
}

/** A picture as a file (JPEG photo or PNG drawing), drawn once per version of its SVG. */
export async function pictureFile(
  picture: Picture,
  cache: PictureCache,
): Promise<{ contentType: string; bytes: Buffer }> {
  const svg = picture.svg();
  const [contentType, extension] = picture.kind === "photo" ? ["image/jpeg", "jpg"] : ["image/png", "png"];
  const name = `${picture.kind}-${sha(RENDERING, sharp.versions.vips, svg)}.${extension}`;
  const kept = await cache.get(name);
  if (kept) return { contentType, bytes: kept };
  const bytes = picture.kind === "photo" ? await renderPhoto(svg) : await renderDrawing(svg);
  await cache.put(name, bytes);
  return { contentType, bytes };
}
