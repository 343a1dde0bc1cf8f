// Stored photos are served in a few widths and two formats (WebP, JPEG fallback), generated once
// at upload: /media/{id}/{width}.{format}. A variant is never wider than its original.

export const imageWidths = [400, 800, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const imageFormats = { webp: "image/webp", jpg: "image/jpeg" } as const;
export type ImageFormat = keyof typeof imageFormats;

/** A card never needs more than 800 px, even on a phone with a 3× screen; a thumbnail 400 px. */
export const cardImageWidths: readonly ImageWidth[] = [400, 800];
export const thumbnailWidths: readonly ImageWidth[] = [400];

/**
 * How wide a listing's gallery is shown (the `sizes` attribute): beside the 22–24rem price column
 * from 1024 px on. The server's preload hint uses the same value, so both choose the same file.
 */
export const GALLERY_IMAGE_SIZES = "(min-width: 1024px) 50rem, 100vw";

/** True for an image this server stored (a /media/{id} path), which therefore has variants. */
export const hasVariants = (src: string) => /^\/media\/\d+$/.test(src);

export const variantUrl = (src: string, width: ImageWidth, format: ImageFormat) => `${src}/${width}.${format}`;

/** A srcset of the variants of a stored image, e.g. "/media/4/400.webp 400w, /media/4/800.webp 800w". */
export const variantSrcSet = (src: string, format: ImageFormat, widths: readonly ImageWidth[] = imageWidths) =>
  widths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(", ");
