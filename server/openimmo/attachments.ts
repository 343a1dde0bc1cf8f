// A listing's photos and floor plans as OpenImmo `anhang` entries. The schema requires `format`
// on every attachment, also on one that stays at its address (REMOTE).

export type AttachmentGroup = "TITELBILD" | "BILD" | "GRUNDRISS";

export type Attachment = {
  group: AttachmentGroup;
  /** EXTERN: a file beside the XML (relative path); REMOTE: an http(s) address. */
  location: "EXTERN" | "REMOTE";
  path: string;
  /** The file's MIME type. */
  format: string;
  /**
   * When the file last changed, written as `check ctype="DATETIME"` so a portal fetches it only
   * when it changed. A stored file never changes, so its upload time is that time.
   */
  changedAt?: Date;
  title: string;
};

/** The image types the site stores, with the file name extension each travels under. */
const extensionByType: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const typeByExtension: Record<string, string> = { ...invert(extensionByType), jpeg: "image/jpeg" };

function invert(table: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [value, key]));
}

export const fileExtensionOf = (contentType: string) => extensionByType[contentType] ?? "bin";

/**
 * The MIME type an image address names by its extension. An address without a known one (a CDN
 * link with a query) is declared as some image, `image/*`, rather than a guessed exact type.
 */
export function formatOfAddress(address: string): string {
  let pathname = address;
  try {
    pathname = new URL(address).pathname;
  } catch {
    // Not a URL: read the extension from the text as it is.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return (extension && typeByExtension[extension]) || "image/*";
}

/** The first photo is the cover (TITELBILD), the rest are BILD. */
export const photoGroup = (index: number): AttachmentGroup => (index === 0 ? "TITELBILD" : "BILD");

/** An image that stays at its http(s) address: the portal fetches it from there. */
export const remoteAttachment = (address: string, group: AttachmentGroup, title: string): Attachment => ({
  group,
  location: "REMOTE",
  path: address,
  format: formatOfAddress(address),
  title,
});
