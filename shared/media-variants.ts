// Stored photos are served in a few widths and two formats (WebP, JPEG fallback), generated once
// at upload: /media/{id}/{width}.{format}. A variant is never wider than its original.
// A media id is random (128 bits, base64url, 22 characters): nobody can guess another file's path.

export const MEDIA_ID_PATTERN = "[A-Za-z0-9_-]{22}";
const storedMediaPath = new RegExp(`^/media/${MEDIA_ID_PATTERN}$`);

/** True for a /media/{id} path of a file this server stored. */
export const isStoredMediaPath = (src: string) => storedMediaPath.test(src);

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

/** `sizes` of a card in the 1 / 2 / 3 column grids (listings, blog) of the 80rem page; the list's preload uses it too. */
export const GRID_CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

/** True for an image this server stored (a /media/{id} path), which therefore has variants. */
export const hasVariants = isStoredMediaPath;

export const variantUrl = (src: string, width: ImageWidth, format: ImageFormat) => `${src}/${width}.${format}`;

/** A srcset of the variants of a stored image, e.g. "/media/{id}/400.webp 400w, /media/{id}/800.webp 800w". */
export const variantSrcSet = (src: string, format: ImageFormat, widths: readonly ImageWidth[] = imageWidths) =>
  widths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(", ");
