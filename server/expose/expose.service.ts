import type { MediaService } from "../media/media.service";
import type { PropertiesService } from "../properties/properties.service";
import { forVisitor } from "../properties/listing-rules";
import { renderExpose } from "./expose-document";
import { loadExposeImages } from "./expose-images";

/** Raised when the layout changes, so browsers do not keep an exposé of the old layout. */
const LAYOUT_VERSION = 1;
/** Recently made exposés kept in memory (a listing's PDF is asked for again and again). */
const KEEP = { files: 12, bytes: 24 * 1024 * 1024 };

export type ExposeFile = {
  etag: string;
  filename: string;
  lastModified: Date;
  /** Renders the PDF (or takes it from memory); only called when the browser lacks this version. */
  bytes: () => Promise<Buffer>;
};

/** 'Expose-SP-2026-0001.pdf': ASCII, so every browser and mail program keeps the name. */
export const exposeFilename = (objectNumber: string) => `Expose-${objectNumber.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;

/**
 * The exposé PDF of a listing, made on the server. Visitors get public listings only (a hidden or
 * missing one is a 404); staff any. A version is named by the listing's last change, so a kept PDF
 * is never stale: any edit (photos included) changes `updatedAt`.
 */
export function createExposeService(properties: PropertiesService, media: MediaService) {
  const kept = new Map<string, Buffer>();
  const keep = (etag: string, pdf: Buffer) => {
    kept.set(etag, pdf);
    let total = [...kept.values()].reduce((sum, file) => sum + file.length, 0);
    for (const [key, file] of kept) {
      if (kept.size <= KEEP.files && total <= KEEP.bytes) break;
      kept.delete(key);
      total -= file.length;
    }
  };

  return {
    async file(id: number, viewerIsAdmin: boolean, pageUrl: string): Promise<ExposeFile> {
      const listing = await properties.get(id, viewerIsAdmin);
      const etag = `"expose-${listing.id}-${listing.updatedAt.getTime()}-v${LAYOUT_VERSION}"`;
      return {
        etag,
        filename: exposeFilename(listing.objectNumber),
        lastModified: listing.updatedAt,
        async bytes() {
          const known = kept.get(etag);
          if (known) return known;
          const images = await loadExposeImages(media, listing);
          const pdf = await renderExpose(forVisitor(listing), images, pageUrl);
          keep(etag, pdf);
          return pdf;
        },
      };
    },
  };
}

export type ExposeService = ReturnType<typeof createExposeService>;
