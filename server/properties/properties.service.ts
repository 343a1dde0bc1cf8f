import type { Property } from "@shared/schema/index";
import type { PropertyFilter, PropertyInput, PropertyPatch } from "@shared/validation/property";
import { notFound } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { PropertiesRepo } from "./properties.repo";

export const propertyNotFound = "Immobilie nicht gefunden";

export function createPropertiesService(repo: PropertiesRepo, media: MediaService) {
  /**
   * Places uploaded images first (checked, scaled, files written), then writes their rows and the
   * property's in one transaction: never a photo without its listing, nor the reverse.
   */
  async function withStoredImages<T>(
    images: string[] | undefined,
    write: (within: PropertiesRepo, paths?: string[]) => Promise<T>,
  ): Promise<T> {
    if (!images) return write(repo);
    const placed = await media.placeImages(images);
    let committed = () => {};
    const result = await media.writeWithImages([placed], (tx, [paths]) => {
      const within = repo.within(tx);
      committed = within.committed;
      return write(within.repo, paths);
    });
    committed();
    return result;
  }

  return {
    list: (filter: PropertyFilter, viewerIsAdmin: boolean) => repo.list(filter, viewerIsAdmin),
    sitemapEntries: () => repo.sitemapEntries(),

    /** The visitors' list a page of rows at a time (for answers built while the rows stream in). */
    listVisibleInPages: (filter: PropertyFilter, onPage: (rows: Property[]) => Promise<void>) =>
      repo.listInPages(filter, false, onPage),

    /** Visitors never see a hidden property: for them it does not exist. */
    async get(id: number, viewerIsAdmin: boolean): Promise<Property> {
      const property = await repo.find(id);
      if (!property || (property.status === "hidden" && !viewerIsAdmin)) throw notFound(propertyNotFound);
      return property;
    },

    create: (input: PropertyInput) =>
      withStoredImages(input.images, (within, images) => within.insert({ ...input, images: images ?? [] })),

    async update(id: number, patch: PropertyPatch): Promise<Property> {
      const before = await repo.find(id);
      if (!before) throw notFound(propertyNotFound);
      // A listing deleted meanwhile rolls the new photos back with it.
      const updated = await withStoredImages(patch.images, async (within, images) => {
        const row = await within.update(id, images ? { ...patch, images } : patch);
        if (!row) throw notFound(propertyNotFound);
        return row;
      });
      const dropped = before.images.filter((path) => !updated.images.includes(path));
      await media.deleteByPaths(dropped);
      return updated;
    },

    /** Deletes the row and its uploaded images; its applications stay (records of people). */
    async remove(id: number): Promise<void> {
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound(propertyNotFound);
      await media.deleteByPaths(deleted.images);
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
