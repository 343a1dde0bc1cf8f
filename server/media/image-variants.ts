import sharp from "sharp";
import { imageFormats, imageWidths, type ImageFormat, type ImageWidth } from "@shared/media-variants";

export type ImageVariant = { width: ImageWidth; contentType: string; bytes: Buffer };

// Quality settings that keep photos of flats sharp at a fraction of the original's bytes.
const encoders: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

/**
 * One variant: turned upright by its EXIF orientation, at most `width` wide, metadata dropped.
 * Lenient like browsers: a file with a damaged checksum that they would show is accepted; one that
 * cannot be decoded at all is refused.
 */
export async function renderVariant(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<ImageVariant> {
  const image = sharp(original, { failOn: "none" }).rotate().resize({ width, withoutEnlargement: true });
  const bytes = await encoders[format](image).toBuffer();
  return { width, contentType: imageFormats[format], bytes };
}

/** Every width in every format, for storing next to a newly uploaded image. */
export async function renderVariants(original: Buffer): Promise<ImageVariant[]> {
  const formats = Object.keys(imageFormats) as ImageFormat[];
  const jobs = imageWidths.flatMap((width) => formats.map((format) => renderVariant(original, width, format)));
  return Promise.all(jobs);
}
