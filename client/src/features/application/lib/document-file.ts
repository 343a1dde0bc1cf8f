// What happens to a chosen document (issue #4): read whole up to 5 MB, an image over
// that is re-encoded smaller in the browser, a PDF over that is refused. A file is never cut.
import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { formatNumber } from "@shared/format";

/** Image types the server stores as they are (it checks the bytes, not the name). */
export const STORED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const PDF_TYPE = "application/pdf";

/** The file picker's filter: any image (others are converted to JPEG) and PDF. */
export const DOCUMENT_ACCEPT = "image/*,application/pdf,.pdf";

export type FileFacts = { name: string; type: string; size: number };

export type DocumentPlan =
  | { action: "read"; mimeType: string }
  /** Re-encode as JPEG: too large, or an image type the server does not store (HEIC, BMP, AVIF …). */
  | { action: "compress" }
  | { action: "refuse"; reason: "pdf-too-large" | "unsupported" | "empty" };

const byExtension: Record<string, string> = {
  pdf: PDF_TYPE,
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  heic: "image/heic",
  heif: "image/heif",
};

/** The file's type; from its extension when the browser reports none (happens on some systems). */
export function documentMimeType(file: Pick<FileFacts, "name" | "type">): string {
  const declared = file.type.toLowerCase();
  if (declared === "image/jpg" || declared === "image/pjpeg") return "image/jpeg";
  if (declared) return declared;
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  return byExtension[extension] ?? "";
}

export const isPdf = (mimeType: string) => mimeType === PDF_TYPE;

export function planDocument(file: FileFacts, limit = MAX_DOCUMENT_BYTES): DocumentPlan {
  if (file.size === 0) return { action: "refuse", reason: "empty" };
  const mimeType = documentMimeType(file);
  if (isPdf(mimeType))
    return file.size <= limit ? { action: "read", mimeType } : { action: "refuse", reason: "pdf-too-large" };
  if ((STORED_IMAGE_TYPES as readonly string[]).includes(mimeType)) {
    return file.size <= limit ? { action: "read", mimeType } : { action: "compress" };
  }
  if (mimeType.startsWith("image/")) return { action: "compress" };
  return { action: "refuse", reason: "unsupported" };
}

/** A data URL with the given type, whatever the reader put there (it uses the browser's guess). */
export function withMimeType(dataUrl: string, mimeType: string): string {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) return dataUrl;
  const isBase64 = dataUrl.slice(0, comma).endsWith(";base64");
  return `data:${mimeType}${isBase64 ? ";base64" : ""}${dataUrl.slice(comma)}`;
}

/** "4,8 MB" / "320 KB" for messages and the file list. */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => formatNumber(n, 1);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const signatures: [string, number[], number?][] = [
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["image/gif", [0x47, 0x49, 0x46, 0x38]],
  ["image/webp", [0x57, 0x45, 0x42, 0x50], 8],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/**
 * What the bytes of a base64 data URL really are (the server checks the same signatures and
 * refuses a file whose content does not match its type); undefined when none matches.
 */
export function sniffDataUrl(dataUrl: string): string | undefined {
  const comma = dataUrl.indexOf(",");
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(";base64")) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1, comma + 1 + 24)), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
  const match = signatures.find(([, signature, offset = 0]) =>
    signature.every((byte, i) => bytes[offset + i] === byte),
  );
  if (match?.[0] === "image/webp" && String.fromCharCode(...bytes.subarray(0, 4)) !== "RIFF") return undefined;
  return match?.[0];
}
