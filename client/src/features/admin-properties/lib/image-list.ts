import { MAX_FLOOR_PLANS, MAX_IMAGES_PER_PROPERTY } from "@shared/validation/property";

/** A list of pictures of a property (photos or floor plans): its field, limit and German nouns. */
export type ImageListKind = {
  field: "images" | "floorPlans";
  max: number;
  /** "Bild", "Bilder", "Bildern" (dative), "ein Bild" (accusative). */
  one: string;
  many: string;
  manyDative: string;
  oneAccusative: string;
  /** The first entry is the listing's main image. */
  hasMain: boolean;
};

export const photoList: ImageListKind = {
  field: "images",
  max: MAX_IMAGES_PER_PROPERTY,
  one: "Bild",
  many: "Bilder",
  manyDative: "Bildern",
  oneAccusative: "ein Bild",
  hasMain: true,
};

export const floorPlanList: ImageListKind = {
  field: "floorPlans",
  max: MAX_FLOOR_PLANS,
  one: "Grundriss",
  many: "Grundrisse",
  manyDative: "Grundrissen",
  oneAccusative: "einen Grundriss",
  hasMain: false,
};

/** "1 Bild", "3 Grundrisse". */
export const countOf = (n: number, kind: ImageListKind = photoList) => `${n} ${n === 1 ? kind.one : kind.many}`;

/** How many more pictures fit (10 photos, 5 floor plans per property). */
export const remainingImageSlots = (count: number, kind: ImageListKind = photoList) => Math.max(0, kind.max - count);

/** The 'Limit erreicht' text shown when more pictures are added than fit. */
export function imageLimitMessage(remaining: number, kind: ImageListKind = photoList): string {
  // The photos' sentence is the product's own wording (10 photos); floor plans follow its pattern.
  if (kind === photoList && kind.max === 10 && remaining !== 1)
    return `Maximal 10 Bilder erlaubt. Sie können noch ${remaining} Bilder hochladen.`;
  return `Maximal ${kind.max} ${kind.many} erlaubt. Sie können noch ${countOf(remaining, kind)} hochladen.`;
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
