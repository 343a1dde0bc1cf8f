import { MAX_IMAGES_PER_PROPERTY } from "@shared/validation/property";

/** How many more images fit (10 per property in total). */
export const remainingImageSlots = (count: number) => Math.max(0, MAX_IMAGES_PER_PROPERTY - count);

/** The 'Limit erreicht' text shown when more than 10 photos are added. The 10 is MAX_IMAGES_PER_PROPERTY; the test keeps them equal. */
export function imageLimitMessage(remaining: number): string {
  return remaining === 1
    ? "Maximal 10 Bilder erlaubt. Sie können noch 1 Bild hochladen."
    : `Maximal 10 Bilder erlaubt. Sie können noch ${remaining} Bilder hochladen.`;
}

/** A copy with the item at `from` moved to `to` (unchanged when either is out of range). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A copy without the item at `index`. */
export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** Only http(s) addresses may be added by URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Only files the browser calls image/* ('Ungültiges Format' for the rest). */
export function splitImageFiles<T extends { type: string }>(files: readonly T[]): { images: T[]; rejected: T[] } {
  const images = files.filter((file) => file.type.startsWith("image/"));
  return { images, rejected: files.filter((file) => !images.includes(file)) };
}

export type ImageSource = "upload" | "stored" | "link";

/** Where an entry comes from: a new upload (data URL, sent on save), a file stored here (/media/…) or a link. */
export function imageSource(entry: string): ImageSource {
  if (entry.startsWith("data:")) return "upload";
  if (entry.startsWith("/media/")) return "stored";
  return "link";
}
