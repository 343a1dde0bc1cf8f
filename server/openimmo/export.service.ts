import { isStoredMediaPath } from "@shared/media-variants";
import type { MediaService } from "../media/media.service";
import { fileExtensionOf, photoGroup, remoteAttachment, type Attachment } from "./attachments";
import { openimmoXml, type FeedEntry, type FeedListing } from "./to-xml";
import type { OpenimmoRepo } from "./openimmo.repo";
import { zipFiles } from "./zip-writer";

type FeedFile = { name: string; data: Buffer };

/**
 * The listing's photos and floor plans as attachments: uploaded files travel beside the XML
 * (EXTERN, relative path), addresses elsewhere are passed on (REMOTE).
 */
async function attachmentsOf(listing: FeedListing, media: MediaService, files: Map<string, FeedFile>) {
  const attachments: Attachment[] = [];
  const add = async (path: string, group: Attachment["group"], title: string) => {
    if (/^https?:\/\//i.test(path)) {
      attachments.push(remoteAttachment(path, group, title));
      return;
    }
    if (!isStoredMediaPath(path)) return;
    const publicId = path.slice("/media/".length);
    const file = await media.publicImage(publicId, true);
    if (!file) return;
    const name = `bilder/${publicId}.${fileExtensionOf(file.contentType)}`;
    files.set(name, { name, data: file.bytes });
    attachments.push({
      group,
      location: "EXTERN",
      path: name,
      format: file.contentType,
      changedAt: file.createdAt,
      title,
    });
  };
  for (const [index, image] of listing.images.entries())
    await add(image, photoGroup(index), `${listing.title} – Bild ${index + 1}`);
  for (const [index, plan] of listing.floorPlans.entries())
    await add(plan, "GRUNDRISS", `${listing.title} – Grundriss ${index + 1}`);
  return attachments;
}

export function createOpenimmoExport(repo: OpenimmoRepo, media: MediaService, siteUrl?: string) {
  return {
    /**
     * The feed as a ZIP: every public listing (VOLL), or with `since` the listings changed since
     * then (CHANGE) and those hidden or deleted since then (DELETE) (TEIL). Each download is noted.
     */
    async build(since?: Date): Promise<{ zip: Buffer; scope: "VOLL" | "TEIL"; listings: number; removals: number }> {
      const files = new Map<string, FeedFile>();
      const entries: FeedEntry[] = [];
      const changed = since ? await repo.changedSince(since) : await repo.publicListings();
      for (const listing of changed) {
        if (listing.status === "hidden") entries.push({ listing, action: "DELETE", attachments: [] });
        else
          entries.push({
            listing,
            action: since ? "CHANGE" : "NEW",
            attachments: await attachmentsOf(listing, media, files),
          });
      }
      if (since) {
        const present = new Set(changed.map((p) => p.objectNumber));
        for (const removal of await repo.removedSince(since)) {
          if (present.has(removal.objectNumber)) continue;
          present.add(removal.objectNumber);
          entries.push({
            listing: { ...removal.listing, updatedAt: removal.removedAt },
            action: "DELETE",
            attachments: [],
          });
        }
      }
      const scope = since ? "TEIL" : "VOLL";
      const xml = openimmoXml(entries, { scope, siteUrl });
      const zip = await zipFiles([{ name: "openimmo.xml", data: Buffer.from(xml, "utf8") }, ...files.values()]);
      const removals = entries.filter((e) => e.action === "DELETE").length;
      const listings = entries.length - removals;
      await repo.recordExport({ scope, since: since ?? null, listings, removals });
      return { zip, scope, listings, removals };
    },
    lastExport: () => repo.lastExport(),
  };
}

export type OpenimmoExport = ReturnType<typeof createOpenimmoExport>;
