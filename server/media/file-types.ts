// What a file really is, read from its first bytes; the declared type is never trusted alone.

export const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const documentTypes = [...imageTypes, "application/pdf"] as const;

/** The largest photo accepted, uploaded on its own or in an import's archive. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** How many first bytes tell a file's real type. */
export const SNIFF_BYTES = 16;

export function sniffContentType(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return undefined;
}

export type DataUrl = { declaredType: string; bytes: Buffer };

/**
 * A file of an upload field, decoded off the event loop: its bytes in hand, or already written to
 * a file of the embedded database's store. `head` holds its first bytes, `size` its length.
 */
export type Upload = { declaredType: string; size: number; head: Buffer } & (
  { bytes: Buffer; file?: undefined } | { file: string; bytes?: undefined }
);

/** A base64 data URL: type, parameters, contents. */
export const DATA_URL_PATTERN = /^data:([a-z0-9.+/-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,([a-z0-9+/=\s]*)$/i;

export const isDataUrl = (value: string) => /^data:/i.test(value);

/** Decodes a base64 data URL; undefined when it is not one. */
export function parseDataUrl(value: string): DataUrl | undefined {
  const match = DATA_URL_PATTERN.exec(value);
  if (!match) return undefined;
  return { declaredType: match[1].toLowerCase(), bytes: Buffer.from(match[3], "base64") };
}
