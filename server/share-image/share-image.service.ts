import { LRUCache } from "lru-cache";
import { MEDIA_ID_PATTERN, isStoredMediaPath } from "@shared/media-variants";
import type { MediaService } from "../media/media.service";
import type { PropertiesService } from "../properties/properties.service";
import { brandShareImage, photoShareImage } from "./share-card";

/** Raised when the card's layout changes, so browsers and link previews fetch the new one. */
const LAYOUT_VERSION = 1;
/** Recently made share images kept in memory: a shared link is fetched by every chat it lands in. */
const KEEP_BYTES = 8 * 1024 * 1024;

export type ShareImageFile = {
  etag: string;
  lastModified: Date;
  /** Renders the JPEG (or takes it from memory); only called when the client lacks this version. */
  bytes: () => Promise<Buffer>;
};

const publicIdOf = (path: string) => new RegExp(`^/media/(${MEDIA_ID_PATTERN})$`).exec(path)?.[1];

/**
 * The picture a shared listing link shows: its first stored photo cut to 1200×630, or, without
 * one, the brand card with its title, price and place. Public listings only (a hidden or missing
 * one is a 404). A version is named by the listing's last change, so a kept image is never stale.
 */
export function createShareImageService(properties: PropertiesService, media: MediaService) {
  const kept = new LRUCache<string, Buffer>({ maxSize: KEEP_BYTES, sizeCalculation: (jpeg) => jpeg.length });

  /** The 1200 px JPEG made at upload of the first photo this server stores, if any. */
  async function storedPhoto(images: string[]): Promise<Buffer | undefined> {
    const publicId = images.filter(isStoredMediaPath).map(publicIdOf).find(Boolean);
    if (!publicId) return undefined;
    // The listing is public, and with it its photos.
    const file = await media.publicImageVariant(publicId, 1200, "jpg", true).catch(() => undefined);
    return file?.bytes;
  }

  return {
    async file(id: number): Promise<ShareImageFile> {
      const listing = await properties.getForVisitor(id);
      const etag = `"share-${listing.id}-${listing.updatedAt.getTime()}-v${LAYOUT_VERSION}"`;
      return {
        etag,
        lastModified: listing.updatedAt,
        async bytes() {
          const known = kept.get(etag);
          if (known) return known;
          const photo = await storedPhoto(listing.images);
          const jpeg = photo ? await photoShareImage(photo) : await brandShareImage(listing);
          kept.set(etag, jpeg);
          return jpeg;
        },
      };
    },
  };
}

export type ShareImageService = ReturnType<typeof createShareImageService>;
