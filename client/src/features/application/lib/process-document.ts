import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { compressImage } from "./compress-image";
import { isPdf, planDocument, sniffDataUrl, withMimeType } from "./document-file";
import { readFileAsDataUrl } from "./read-file";

export type DocumentFailure = "read" | "compress" | "corrupt" | "pdf-too-large" | "unsupported" | "empty";

/** Why a document could not be taken; `reason` picks the German message. */
export class DocumentError extends Error {
  constructor(
    readonly reason: DocumentFailure,
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = "DocumentError";
  }
}

export type ProcessedDocument = { dataUrl: string; mimeType: string; size: number; compressed: boolean };

type Deps = { read: (file: Blob) => Promise<string>; compress: (file: Blob, limit: number) => Promise<Blob> };
const browserDeps: Deps = { read: readFileAsDataUrl, compress: compressImage };

/**
 * A chosen file as the data URL the API takes: read whole up to the limit, an image over it
 * re-encoded as a smaller JPEG, a PDF over it refused. Never cut (a cut file is a corrupt file).
 */
export async function processDocument(
  file: File,
  limit = MAX_DOCUMENT_BYTES,
  deps: Deps = browserDeps,
): Promise<ProcessedDocument> {
  const plan = planDocument(file, limit);
  if (plan.action === "refuse") throw new DocumentError(plan.reason);
  const read = (blob: Blob) =>
    deps.read(blob).catch((cause) => {
      throw new DocumentError("read", cause);
    });

  if (plan.action === "read") {
    const dataUrl = await read(file);
    // The server trusts the bytes, not the name: a JPEG called .png is sent as what it is.
    const real = sniffDataUrl(dataUrl);
    if (real) return { dataUrl: withMimeType(dataUrl, real), mimeType: real, size: file.size, compressed: false };
    if (isPdf(plan.mimeType)) throw new DocumentError("corrupt");
    // An image in some other format under a familiar name (e.g. HEIC as .jpg): convert it below.
  }

  const tooLarge = file.size > limit;
  const jpeg = await deps.compress(file, limit).catch((cause) => {
    throw new DocumentError(tooLarge ? "compress" : "corrupt", cause);
  });
  if (jpeg.size > limit) throw new DocumentError("compress");
  const dataUrl = await read(jpeg);
  return { dataUrl: withMimeType(dataUrl, "image/jpeg"), mimeType: "image/jpeg", size: jpeg.size, compressed: true };
}
