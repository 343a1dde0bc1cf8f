import sharp from "sharp";
import { imageFormats, imageWidths, type ImageFormat, type ImageWidth } from "@shared/media-variants";

export type ImageVariant = { width: ImageWidth; contentType: string; bytes: Buffer };

/**
 * The most pixels an uploaded image may have: a 50-megapixel camera's photo. Larger images cost
 * seconds of CPU and hundreds of MB to decode and are refused from their header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class ImageTooLargeError extends Error {}

// Lenient like browsers (a damaged checksum they would show is accepted); never more pixels than allowed.
const open = (bytes: Buffer) => sharp(bytes, { failOn: "none", limitInputPixels: MAX_IMAGE_PIXELS });

// Quality settings that keep photos of flats sharp at a fraction of the original's bytes.
const encoders: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

// The stored original keeps its type, re-encoded close to its quality but without any metadata.
const originalEncoders: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/gif": (image) => image.gif(),
};

/** A GIF's canvas (logical screen), which browsers allocate whatever size its frames are. */
const gifCanvas = (bytes: Buffer) =>
  bytes.length >= 10 && bytes.toString("latin1", 0, 3) === "GIF" ? bytes.readUInt16LE(6) * bytes.readUInt16LE(8) : 0;

/**
 * Reads only the header: refuses an image with more pixels than a photo has (every frame counts,
 * as does a GIF's canvas) before anything is decoded.
 */
export async function checkPixelCount(bytes: Buffer): Promise<void> {
  const header = await sharp(bytes, { failOn: "none", limitInputPixels: false }).metadata();
  const pixels = (header.width ?? 0) * (header.height ?? 0) * Math.max(header.pages ?? 1, 1);
  if (Math.max(pixels, gifCanvas(bytes)) > MAX_IMAGE_PIXELS) throw new ImageTooLargeError();
}

/**
 * One variant: turned upright by its EXIF orientation, at most `width` wide, metadata dropped.
 * One that cannot be decoded at all is refused.
 */
export async function renderVariant(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<ImageVariant> {
  const image = open(original).rotate().resize({ width, withoutEnlargement: true });
  const bytes = await encoders[format](image).toBuffer();
  return { width, contentType: imageFormats[format], bytes };
}

/** Every width in every format, for storing next to a newly uploaded image. */
export async function renderVariants(original: Buffer): Promise<ImageVariant[]> {
  const formats = Object.keys(imageFormats) as ImageFormat[];
  const jobs = imageWidths.flatMap((width) => formats.map((format) => renderVariant(original, width, format)));
  return Promise.all(jobs);
}

/**
 * What is kept of an uploaded image: upright by its EXIF orientation and without any metadata
 * (no camera owner, no GPS position), in its own format. Whatever path it came by.
 */
export async function cleanOriginal(original: Buffer, contentType: string): Promise<Buffer> {
  const encode = originalEncoders[contentType];
  if (!encode) throw new Error(`no encoder for ${contentType}`);
  return encode(open(original).rotate()).toBuffer();
}

export type PreparedImage = { contentType: string; bytes: Buffer; variants: ImageVariant[] };

/** Header check, clean original and all variants; throws ImageTooLargeError or a decoding error. */
export async function prepareImage(original: Buffer, contentType: string): Promise<PreparedImage> {
  await checkPixelCount(original);
  const [bytes, variants] = await Promise.all([cleanOriginal(original, contentType), renderVariants(original)]);
  return { contentType, bytes, variants };
}
