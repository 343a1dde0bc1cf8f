// Which picture a public view shows for a property: a real image when the first entry
// is an http(s) URL or a /media/ path this server stored, otherwise one of three bundled placeholders.

import { isStoredMediaPath } from "@shared/media-variants";

export const placeholderImages = [
  "/placeholders/property-1.svg",
  "/placeholders/property-2.svg",
  "/placeholders/property-3.svg",
] as const;

/** Intrinsic size of the placeholders (4:3); real photos are cropped to the same ratio. */
export const PROPERTY_IMAGE_WIDTH = 800;
export const PROPERTY_IMAGE_HEIGHT = 600;

export const isDisplayableImage = (src: string | undefined): src is string =>
  typeof src === "string" && (/^https?:\/\//i.test(src) || isStoredMediaPath(src));

export type PropertyImage = { src: string; isPlaceholder: boolean };

/** The card image: first entry if displayable, else placeholder number `index mod 3`. */
export function propertyCardImage(images: readonly string[], index: number): PropertyImage {
  const first = images[0];
  if (isDisplayableImage(first)) return { src: first, isPlaceholder: false };
  const slot = ((index % placeholderImages.length) + placeholderImages.length) % placeholderImages.length;
  return { src: placeholderImages[slot], isPlaceholder: true };
}

/** The gallery of a detail page: the displayable images, or all three placeholders when there are none. */
export function propertyGallery(images: readonly string[]): PropertyImage[] {
  const real = images.filter(isDisplayableImage);
  return real.length > 0
    ? real.map((src) => ({ src, isPlaceholder: false }))
    : placeholderImages.map((src) => ({ src, isPlaceholder: true }));
}
