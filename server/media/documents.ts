import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { documentTypes, type Upload } from "./file-types";
import { checkedFile, fromDataUrl } from "./checked-upload";
import type { MediaRepo, PlacedFile } from "./media.repo";

// Private documents (an applicant's ID card and payslip): checked and stored as they came, never
// scaled, never under a /media path; only the admin reaches them, through their application.

export type PlacedDocument = PlacedFile & { contentType: string; size: number };

/** A document to store: a data URL, or an upload decoded (and perhaps written) off the event loop. */
export type DocumentFile = { source: string | Upload; label: string };

export function createDocuments(repo: MediaRepo) {
  return {
    /**
     * Checks every document, then writes their bytes where they will live (files with the embedded
     * database; an upload written off the event loop is there already), before any transaction: no
     * lock is held while bytes are written. Refused uploads' files are removed.
     */
    async place(files: DocumentFile[]): Promise<PlacedDocument[]> {
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

    /** Removes the files of placed documents whose rows were rolled back. */
    discard: (placed: PlacedDocument[]) => repo.discard(placed),

    /** The rows of placed documents, on the caller's transaction; their ids in order. */
    async insert(within: MediaRepo, placed: PlacedDocument[]): Promise<number[]> {
      const ids: number[] = [];
      for (const file of placed)
        ids.push((await within.insertPlaced("document", file.contentType, file.size, file)).id);
      return ids;
    },

    /** A stored document by its row id (images are not documents and are not answered here). */
    async document(id: number) {
      const file = await repo.find(id);
      return file?.kind === "document" ? { ...file, bytes: await repo.bytesOf(file) } : undefined;
    },
  };
}
