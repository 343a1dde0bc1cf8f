import { MEDIA_ID_PATTERN, isStoredMediaPath, type ImageWidth } from "@shared/media-variants";
import type { MediaService } from "../media/media.service";

/** How many further photos an exposé shows besides the cover (two per row, four rows a page). */
export const MAX_EXPOSE_PHOTOS = 12;

const publicIdOf = (path: string) => new RegExp(`^/media/(${MEDIA_ID_PATTERN})$`).exec(path)?.[1];

/**
 * The JPEG of a stored image at `width` (the variant made at upload); undefined for an image this
 * server does not hold. Links to other sites are not fetched: the exposé must not wait on them.
 */
async function storedJpeg(media: MediaService, path: string, width: ImageWidth): Promise<Buffer | undefined> {
  const publicId = isStoredMediaPath(path) ? publicIdOf(path) : undefined;
  if (!publicId) return undefined;
  // The caller has checked that the viewer may see the listing, and with it its pictures.
  const file = await media.publicImageVariant(publicId, width, "jpg", true).catch(() => undefined);
  return file?.bytes;
}

const present = (images: (Buffer | undefined)[]) => images.filter((image): image is Buffer => image !== undefined);

/** Cover (1200 px), further photos (800 px) and floor plans (1200 px, to stay legible). */
export async function loadExposeImages(media: MediaService, listing: { images: string[]; floorPlans: string[] }) {
  const stored = listing.images.filter(isStoredMediaPath);
  const [cover, ...rest] = stored;
  const [coverBytes, photos, floorPlans] = await Promise.all([
    cover ? storedJpeg(media, cover, 1200) : undefined,
    Promise.all(rest.slice(0, MAX_EXPOSE_PHOTOS).map((path) => storedJpeg(media, path, 800))),
    Promise.all(listing.floorPlans.map((path) => storedJpeg(media, path, 1200))),
  ]);
  return { cover: coverBytes, photos: present(photos), floorPlans: present(floorPlans) };
}
