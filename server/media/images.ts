import { badRequest } from "../http/errors";
import { imageFormats, isStoredMediaPath, type ImageFormat, type ImageWidth } from "@shared/media-variants";
import { imageTypes, isDataUrl, MAX_IMAGE_BYTES } from "./file-types";
import { checkedFile, fromDataUrl } from "./checked-upload";
import {
  checkPixelCount,
  ImageTooLargeError,
  MAX_IMAGE_PIXELS,
  prepareImage,
  renderVariant,
  type PreparedImage,
} from "./image-variants";
import type { MediaRepo, PlacedImage } from "./media.repo";

// Public photos (listings' images and floor plans, blog covers): checked, cleaned of metadata and
// stored with their smaller copies; served to visitors while something they see shows them.
// Private documents are documents.ts's: they share no path with these.

/** Images placed for one row: kept entries as they are, new ones with their bytes placed. */
export type PlacedImages = (string | PlacedImage)[];

/** What becomes of an image's bytes before they are stored: prepareImage, or a cache in front of it. */
export type ImagePreparation = (bytes: Buffer, contentType: string) => Promise<PreparedImage>;

/** A file for a visitor (may be cached) or for the signed-in admin only (never cached). */
export type ServedFile = { contentType: string; size: number; bytes: Buffer; private: boolean };

export const mediaPath = (publicId: string) => `/media/${publicId}`;
export const publicIdFromPath = (path: string) => (isStoredMediaPath(path) ? path.slice("/media/".length) : undefined);

const tooManyPixels = (label: string) =>
  badRequest(`${label}: Das Bild hat zu viele Pixel (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel).`);

/**
 * A checked image without metadata, with its smaller copies; one with more pixels than a photo or
 * that only looks like an image is refused here.
 */
async function prepared(
  file: { contentType: string; bytes: Buffer },
  label: string,
  prepare: ImagePreparation,
): Promise<PreparedImage> {
  try {
    return await prepare(file.bytes, file.contentType);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw tooManyPixels(label);
    throw badRequest(`${label}: Die Datei lässt sich nicht als Bild öffnen.`);
  }
}

export function createImages(repo: MediaRepo, prepare: ImagePreparation = prepareImage) {
  /** Variants' files go with their original's. */
  const discard = (placed: PlacedImages) =>
    repo.discard(placed.filter((entry): entry is PlacedImage => typeof entry !== "string"));

  /** Whether this viewer may see the image, and whether the answer is for them alone. */
  async function visibleTo(publicId: string, viewerIsAdmin: boolean) {
    const row = await repo.findKind(publicId);
    if (row?.kind !== "image") return undefined;
    if (viewerIsAdmin) return { id: row.id, private: true };
    return (await repo.isShownToVisitors(mediaPath(publicId))) ? { id: row.id, private: false } : undefined;
  }

  return {
    /**
     * Checks, cleans and scales every image data URL of one row's list, then writes the bytes where
     * they will live (files with the embedded database), before any transaction. http URLs and
     * /media paths stay as they are. A broken image places nothing.
     */
    async place(images: string[], label: string): Promise<PlacedImages> {
      const checked = images.map((image) =>
        isDataUrl(image) ? checkedFile(fromDataUrl(image), imageTypes, MAX_IMAGE_BYTES, label) : image,
      );
      // Every image is decoded and scaled before the first is placed.
      const ready: (string | PreparedImage)[] = [];
      for (const entry of checked)
        ready.push(typeof entry === "string" ? entry : await prepared(entry, label, prepare));
      const placed: PlacedImages = [];
      try {
        for (const entry of ready)
          placed.push(
            typeof entry === "string" ? entry : await repo.placeImage(entry.contentType, entry.bytes, entry.variants),
          );
      } catch (error) {
        await discard(placed);
        throw error;
      }
      return placed;
    },

    /** Removes the files of placed images whose rows were rolled back (or never written). */
    discard,

    /** The rows of one placed list, on the caller's transaction; the list as its row keeps it (/media paths). */
    async insert(within: MediaRepo, placed: PlacedImages): Promise<string[]> {
      const paths: string[] = [];
      for (const entry of placed)
        paths.push(typeof entry === "string" ? entry : mediaPath((await within.insertPlacedImage(entry)).publicId));
      return paths;
    },

    /**
     * An image by its public id (documents are never served here): to visitors only while a
     * listing they see or a published post shows it; to the signed-in admin always, privately.
     * A stored file never changes, so its `createdAt` is also when it last changed.
     */
    async publicImage(
      publicId: string,
      viewerIsAdmin: boolean,
    ): Promise<(ServedFile & { createdAt: Date }) | undefined> {
      const visibility = await visibleTo(publicId, viewerIsAdmin);
      if (!visibility) return undefined;
      const file = await repo.find(visibility.id);
      return file && { ...file, bytes: await repo.bytesOf(file), private: visibility.private };
    },

    /**
     * One width and format of an image, shown to the same people as the image. Images stored
     * before variants existed get theirs made on first request and kept.
     */
    async publicImageVariant(publicId: string, width: ImageWidth, format: ImageFormat, viewerIsAdmin: boolean) {
      const visibility = await visibleTo(publicId, viewerIsAdmin);
      if (!visibility) return undefined;
      const served = (file: { contentType: string; size: number }, bytes: Buffer): ServedFile => ({
        ...file,
        bytes,
        private: visibility.private,
      });
      const stored = await repo.findVariant(visibility.id, width, imageFormats[format]);
      if (stored) return served(stored, await repo.bytesOf(stored));
      const original = await repo.find(visibility.id);
      if (!original) return undefined;
      const originalBytes = await repo.bytesOf(original);
      const variant = await checkPixelCount(originalBytes)
        .then(() => renderVariant(originalBytes, width, format))
        .catch(() => undefined);
      if (!variant) return undefined;
      await repo.insertVariant(original, variant);
      return served({ ...variant, size: variant.bytes.length }, variant.bytes);
    },
  };
}
