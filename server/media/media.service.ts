import { badRequest, HttpError } from "../http/errors";
import {
  documentTypes,
  imageTypes,
  isDataUrl,
  parseDataUrl,
  sniffContentType,
  type DataUrl,
  type Upload,
} from "./file-types";
import { imageFormats, isStoredMediaPath, type ImageFormat, type ImageWidth } from "@shared/media-variants";
import {
  checkPixelCount,
  ImageTooLargeError,
  MAX_IMAGE_PIXELS,
  prepareImage,
  renderVariant,
  type PreparedImage,
} from "./image-variants";
import type { MediaRepo, PlacedFile, PlacedImage } from "./media.repo";
import type { Db } from "../db/client";
import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";

export type PlacedDocument = PlacedFile & { contentType: string; size: number };
/** Images placed for one row: kept entries as they are, new ones with their bytes placed. */
export type PlacedImages = (string | PlacedImage)[];

/** How old an unreferenced file must be before the sweep removes it: no upload takes a day. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const mediaPath = (publicId: string) => `/media/${publicId}`;
const publicIdFromPath = (path: string) => (isStoredMediaPath(path) ? path.slice("/media/".length) : undefined);

/** A file for a visitor (may be cached) or for the signed-in admin only (never cached). */
export type ServedFile = { contentType: string; size: number; bytes: Buffer; private: boolean };

const asUpload = (parsed: DataUrl): Upload & DataUrl => ({ ...parsed, size: parsed.bytes.length, head: parsed.bytes });

/**
 * Checks a file against the allowed types by its first bytes and its size; returns it with its
 * real type. A data URL is decoded here; an upload was decoded (and perhaps written) already.
 */
function checkedFile<T extends Upload>(
  parsed: T | undefined,
  allowed: readonly string[],
  maxBytes: number,
  label: string,
) {
  if (!parsed || parsed.size === 0) throw badRequest(`${label}: ungültige Datei.`);
  const realType = sniffContentType(parsed.head);
  const declared = parsed.declaredType === "image/jpg" ? "image/jpeg" : parsed.declaredType;
  if (!realType || !allowed.includes(realType) || realType !== declared) {
    throw badRequest(`${label}: Dateiformat nicht erlaubt oder Inhalt passt nicht zum angegebenen Typ.`);
  }
  if (parsed.size > maxBytes) {
    throw new HttpError(413, `${label}: Die Datei ist größer als ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
  return { ...parsed, contentType: realType };
}

const fromDataUrl = (source: string) => {
  const parsed = parseDataUrl(source);
  return parsed && asUpload(parsed);
};

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

const tooManyPixels = (label: string) =>
  badRequest(`${label}: Das Bild hat zu viele Pixel (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel).`);

/** What becomes of an image's bytes before they are stored: prepareImage, or a cache in front of it. */
export type ImagePreparation = (bytes: Buffer, contentType: string) => Promise<PreparedImage>;

export function createMediaService(repo: MediaRepo, prepare: ImagePreparation = prepareImage) {
  /** Variants' files go with their original's. */
  const discardImages = (placed: PlacedImages) =>
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
     * The same service over the same storage, preparing images with `other` (the demo content's
     * seed puts a cache of its generated photos in front of prepareImage).
     */
    preparingWith: (other: ImagePreparation) => createMediaService(repo, other),

    /**
     * Checks, cleans and scales every image data URL, then writes the bytes where they will live
     * (files with the embedded database), before any transaction. http URLs and /media paths stay
     * as they are. A broken image places nothing.
     */
    async placeImages(images: string[], label = "Bild"): Promise<PlacedImages> {
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
        await discardImages(placed);
        throw error;
      }
      return placed;
    },

    /**
     * Writes the rows of placed images (one list per row that shows them) and, in the same
     * transaction, the caller's rows: `write` gets the transaction and each list as its row keeps it
     * (new images as /media paths). If anything fails, nothing is written and the files go again.
     */
    async writeWithImages<T>(placed: PlacedImages[], write: (tx: Db, paths: string[][]) => Promise<T>): Promise<T> {
      try {
        return await repo.transaction(async (tx) => {
          const within = repo.within(tx);
          const paths: string[][] = [];
          for (const list of placed) {
            const row: string[] = [];
            for (const entry of list)
              row.push(typeof entry === "string" ? entry : mediaPath((await within.insertPlacedImage(entry)).publicId));
            paths.push(row);
          }
          return write(tx, paths);
        });
      } catch (error) {
        await discardImages(placed.flat());
        throw error;
      }
    },

    /** Removes the files of placed images whose rows were rolled back (or never written). */
    discardImages,

    /**
     * Checks every document, then writes their bytes where they will live (files with the embedded
     * database; an upload written off the event loop is there already), before any transaction: no
     * lock is held while bytes are written. Refused uploads' files are removed.
     */
    async placeDocuments(files: { source: string | Upload; label: string }[]): Promise<PlacedDocument[]> {
      const uploads: (Upload | undefined)[] = files.map((f) =>
        typeof f.source === "string" ? fromDataUrl(f.source) : f.source,
      );
      let checked;
      try {
        checked = uploads.map((upload, i) => checkedFile(upload, documentTypes, MAX_DOCUMENT_BYTES, files[i].label));
      } catch (error) {
        await repo.discard(uploads.map((upload) => ({ bytes: null, file: upload?.file ?? null })));
        throw error;
      }
      return Promise.all(
        checked.map(async (file) => ({
          contentType: file.contentType,
          size: file.size,
          ...(file.file !== undefined ? { bytes: null, file: file.file } : await repo.place(file.bytes)),
        })),
      );
    },

    /** The rows of placed documents, inside the caller's transaction; returns their ids in order. */
    async insertDocuments(tx: Db, placed: PlacedDocument[]): Promise<number[]> {
      const within = repo.within(tx);
      const ids: number[] = [];
      for (const file of placed)
        ids.push((await within.insertPlaced("document", file.contentType, file.size, file)).id);
      return ids;
    },

    /** Removes the files of placed documents whose rows were rolled back. */
    discardDocuments: (placed: PlacedDocument[]) => repo.discard(placed),

    /** Deletes the media files behind /media paths (other entries are ignored). */
    async deleteByPaths(paths: (string | null | undefined)[]): Promise<void> {
      const ids = paths
        .map((p) => (p ? publicIdFromPath(p) : undefined))
        .filter((id): id is string => id !== undefined);
      await repo.deleteByPublicIds(ids);
    },

    /**
     * Removes media no row references that are older than `maxAgeMs` (a crash between storing a
     * file and its row, an import killed mid-way), and files on disk no row names.
     */
    async sweepOrphans(maxAgeMs = ORPHAN_AGE_MS, now = Date.now()): Promise<{ rows: number; files: number }> {
      const before = new Date(now - maxAgeMs);
      const orphans = await repo.findOrphans(before);
      await repo.deleteMany(orphans);
      let files = 0;
      if (repo.files) {
        const named = await repo.fileNames();
        const unnamed = (await repo.files.list()).filter(
          (entry) => entry.modifiedMs < before.getTime() && !named.has(entry.name.slice(0, 32)),
        );
        await repo.files.remove(unnamed.map((entry) => entry.name));
        files = unnamed.length;
      }
      return { rows: orphans.length, files };
    },

    deleteIds: (ids: (number | null | undefined)[]) =>
      repo.deleteMany(ids.filter((id): id is number => typeof id === "number")),

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

    async document(id: number) {
      const file = await repo.find(id);
      return file?.kind === "document" ? { ...file, bytes: await repo.bytesOf(file) } : undefined;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
