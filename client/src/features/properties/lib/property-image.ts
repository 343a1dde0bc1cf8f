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

/** A slide of the detail page's gallery: a photo (or placeholder) or a floor plan ('Grundriss'). */
export type GallerySlide = PropertyImage & { isFloorPlan: boolean };

/**
 * The gallery of a detail page: the displayable photos, or all three placeholders when there are
 * none, followed by the displayable floor plans.
 */
export function propertyGallery(images: readonly string[], floorPlans: readonly string[] = []): GallerySlide[] {
  const real = images.filter(isDisplayableImage);
  const photos = real.length > 0 ? real : placeholderImages;
  return [
    ...photos.map((src) => ({ src, isPlaceholder: real.length === 0, isFloorPlan: false })),
    ...floorPlans.filter(isDisplayableImage).map((src) => ({ src, isPlaceholder: false, isFloorPlan: true })),
  ];
}
