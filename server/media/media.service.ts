import type { Db } from "../db/client";
import { createDocuments, type DocumentFile, type PlacedDocument } from "./documents";
import { createImages, publicIdFromPath, type ImagePreparation, type PlacedImages } from "./images";
import type { MediaRepo } from "./media.repo";

export type { ImagePreparation, ServedFile } from "./images";

/** How old an unreferenced file must be before the sweep removes it: no upload takes a day. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** The files one write stores with its rows. */
export type FilesToPlace = {
  /** One list per row field that shows images (a listing's photos, its floor plans, a cover). */
  images?: { sources: string[]; label: string }[];
  /** Private documents (an application's ID card and payslip). */
  documents?: DocumentFile[];
};

/** What the caller's write gets inside the transaction that also writes the files' rows. */
export type PlacedWrite = {
  tx: Db;
  /** Each list of `images` as its row keeps it: kept entries as they were, new images as /media paths. */
  images: string[][];
  /** The media ids of `documents`, in their order. */
  documents: number[];
  /**
   * Runs `hook` once the transaction has committed, before `withPlaced` returns (never after a
   * rollback): a cache told earlier could be filled again from the rows about to change.
   */
  afterCommit: (hook: () => void) => void;
};

export function createMediaService(repo: MediaRepo, prepare?: ImagePreparation) {
  const images = createImages(repo, prepare);
  const documents = createDocuments(repo);

  return {
    /**
     * The same service over the same storage, preparing images with `other` (the demo content's
     * seed puts a cache of its generated photos in front of prepareImage).
     */
    preparingWith: (other: ImagePreparation) => createMediaService(repo, other),

    /**
     * Stores files with the rows that use them, the one way every write does it. First the files
     * are checked (images also cleaned and scaled) and their bytes written where they will live,
     * before any transaction, so no lock waits on a disk. Then one transaction writes the files'
     * rows and the caller's (`write`): never a file without its row, nor the reverse. If anything
     * fails, nothing is written and the placed files are removed again; after the commit, the
     * hooks `write` registered run.
     */
    async withPlaced<T>(files: FilesToPlace, write: (placed: PlacedWrite) => Promise<T>): Promise<T> {
      const placedImages: PlacedImages[] = [];
      let placedDocuments: PlacedDocument[] = [];
      const discardAll = async () => {
        await images.discard(placedImages.flat());
        await documents.discard(placedDocuments);
      };
      try {
        // List by list: only one list's scaled images are in memory at a time.
        for (const list of files.images ?? []) placedImages.push(await images.place(list.sources, list.label));
        if (files.documents?.length) placedDocuments = await documents.place(files.documents);
      } catch (error) {
        await discardAll();
        throw error;
      }
      const hooks: (() => void)[] = [];
      let result: T;
      try {
        result = await repo.transaction(async (tx) => {
          const within = repo.within(tx);
          const imagePaths: string[][] = [];
          for (const list of placedImages) imagePaths.push(await images.insert(within, list));
          const documentIds = await documents.insert(within, placedDocuments);
          return write({ tx, images: imagePaths, documents: documentIds, afterCommit: (hook) => hooks.push(hook) });
        });
      } catch (error) {
        await discardAll();
        throw error;
      }
      for (const hook of hooks) hook();
      return result;
    },

    /** Deletes the media files behind /media paths (other entries are ignored). */
    async deleteByPaths(paths: (string | null | undefined)[]): Promise<void> {
      const ids = paths
        .map((p) => (p ? publicIdFromPath(p) : undefined))
        .filter((id): id is string => id !== undefined);
      await repo.deleteByPublicIds(ids);
    },

    deleteIds: (ids: (number | null | undefined)[]) =>
      repo.deleteMany(ids.filter((id): id is number => typeof id === "number")),

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

    publicImage: images.publicImage,
    publicImageVariant: images.publicImageVariant,
    document: documents.document,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
