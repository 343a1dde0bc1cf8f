import type { Property } from "@shared/schema/index";
import type { PropertyInput, PropertyPatch } from "@shared/validation/property";
import type { ListQuery, PropertyFilter } from "@shared/search/list-query";
import { totalRentOf } from "@shared/listing/costs";
import { isPublicStatus, missingForPublication, type MissingFact } from "@shared/listing/publishing";
import { conflict, notFound } from "../http/errors";
import { isUniqueViolation } from "../db/unique-violation";
import type { MediaService } from "../media/media.service";
import type { AuditService } from "../audit/audit.service";
import type { PropertiesRepo, PropertyRecord } from "./properties.repo";
import {
  assertCoordinatesPaired,
  assertPublishable,
  forVisitor,
  withComputedFields,
  type VisitorProperty,
} from "./listing-rules";

export type { VisitorProperty };

/** What an import did with one listing; `hiddenBecause` lists what kept it from being published. */
export type ImportedListing = { outcome: "created" | "updated"; property: Property; hiddenBecause: MissingFact[] };

export const propertyNotFound = "Immobilie nicht gefunden";
export const duplicateObjectNumber = "Diese Objektnummer wird bereits verwendet.";

async function guardObjectNumber<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "properties_object_number_unique")) {
      throw conflict(duplicateObjectNumber, [{ path: "objectNumber", message: duplicateObjectNumber }]);
    }
    throw error;
  }
}

/** What else a listing's changes touch: the audit trail, and its applications' retention clock on removal. */
export type PropertyEffects = {
  audit?: AuditService;
  /** The listing is gone: its applications' erasure period starts. */
  listingRemoved?: (id: number) => Promise<void>;
};

const listingName = (p: Pick<Property, "id" | "title" | "objectNumber">) => `${p.objectNumber} „${p.title}“`;

export function createPropertiesService(repo: PropertiesRepo, media: MediaService, effects: PropertyEffects = {}) {
  /** Publishing (hidden → public, or created public) and hiding are in the audit trail. */
  async function recordVisibility(before: Property | undefined, after: Property): Promise<void> {
    const wasPublic = before ? isPublicStatus(before.status) : false;
    const isPublic = isPublicStatus(after.status);
    if (wasPublic === isPublic) return;
    await effects.audit?.record({
      action: isPublic ? "property.published" : "property.unpublished",
      summary: `${listingName(after)} ${isPublic ? "veröffentlicht" : "verborgen"}`,
      recordType: "property",
      recordId: after.id,
    });
  }

  /**
   * Writes a listing with its uploaded images and floor plans (media.withPlaced): never a photo
   * without its listing, nor the reverse. Without new lists there is nothing to place.
   */
  async function withStoredImages<T>(
    lists: { images?: string[]; floorPlans?: string[] },
    write: (within: PropertiesRepo, paths: { images?: string[]; floorPlans?: string[] }) => Promise<T>,
  ): Promise<T> {
    if (!lists.images && !lists.floorPlans) return guardObjectNumber(() => write(repo, {}));
    const files = {
      images: [
        { sources: lists.images ?? [], label: "Bild" },
        { sources: lists.floorPlans ?? [], label: "Grundriss" },
      ],
    };
    return guardObjectNumber(() =>
      media.withPlaced(files, ({ tx, images: [imagePaths, floorPlanPaths], afterCommit }) =>
        write(repo.within(tx, afterCommit), {
          images: lists.images ? imagePaths : undefined,
          floorPlans: lists.floorPlans ? floorPlanPaths : undefined,
        }),
      ),
    );
  }

  return {
    /** Every match, in the query's order. */
    list: (query: PropertyFilter & Partial<Pick<ListQuery, "sort">>, viewerIsAdmin: boolean) =>
      repo.list(query, viewerIsAdmin),
    /** One page of matches and how many there are in all. */
    page: (query: ListQuery, viewerIsAdmin: boolean) => repo.page(query, viewerIsAdmin),
    /** A page as visitors see it (no street when the address is not shown). */
    async pageVisible(query: ListQuery): Promise<{ rows: VisitorProperty[]; total: number }> {
      const { rows, total } = await repo.page(query, false);
      return { rows: rows.map(forVisitor), total };
    },

    /** The visitors' list a page of rows at a time (for answers built while the rows stream in). */
    listVisibleInPages: (
      query: PropertyFilter & Partial<Pick<ListQuery, "sort">>,
      onPage: (rows: VisitorProperty[]) => Promise<void>,
    ) => repo.listInPages(query, false, (rows) => onPage(rows.map(forVisitor))),

    /** Visitors never see a hidden property: for them it does not exist. */
    async get(id: number, viewerIsAdmin: boolean): Promise<Property> {
      const property = await repo.find(id);
      if (!property || (property.status === "hidden" && !viewerIsAdmin)) throw notFound(propertyNotFound);
      return property;
    },

    /** A listing as a visitor sees it (404 for a hidden one, no street when the address is not shown). */
    async getForVisitor(id: number): Promise<VisitorProperty> {
      return forVisitor(await this.get(id, false));
    },

    async create(input: PropertyInput): Promise<Property> {
      assertPublishable(input);
      assertCoordinatesPaired(input);
      const record: PropertyRecord = withComputedFields(input);
      const created = await withStoredImages(input, (within, paths) =>
        within.insert({ ...record, images: paths.images ?? [], floorPlans: paths.floorPlans ?? [] }),
      );
      await recordVisibility(undefined, created);
      return created;
    },

    async update(id: number, patch: PropertyPatch): Promise<Property> {
      const before = await repo.find(id);
      if (!before) throw notFound(propertyNotFound);
      const merged = { ...before, ...patch };
      assertPublishable(merged);
      assertCoordinatesPaired(merged);
      const record = { ...patch, totalRent: totalRentOf(merged) };
      // A listing deleted meanwhile rolls the new photos back with it.
      const updated = await withStoredImages(patch, async (within, paths) => {
        const row = await within.update(id, {
          ...record,
          ...(paths.images ? { images: paths.images } : {}),
          ...(paths.floorPlans ? { floorPlans: paths.floorPlans } : {}),
        });
        if (!row) throw notFound(propertyNotFound);
        return row;
      });
      const kept = new Set([...updated.images, ...updated.floorPlans]);
      await media.deleteByPaths([...before.images, ...before.floorPlans].filter((path) => !kept.has(path)));
      await recordVisibility(before, updated);
      return updated;
    },

    /**
     * An imported listing (CSV, JSON, ZIP, OpenImmo): updates the listing with the same object
     * number, or creates it. A listing that may not be published yet is stored hidden, and the
     * answer says what it lacks, instead of being refused.
     */
    async importListing(input: PropertyInput): Promise<ImportedListing> {
      const known = input.objectNumber ? await repo.findByObjectNumber(input.objectNumber) : undefined;
      const missing = isPublicStatus(input.status) ? missingForPublication(input) : [];
      const stored = missing.length ? { ...input, status: "hidden" as const } : input;
      const property = known ? await this.update(known.id, stored) : await this.create(stored);
      return { outcome: known ? "updated" : "created", property, hiddenBecause: missing };
    },

    /** Deletes the row and its uploaded images; its applications stay (records of people). */
    async remove(id: number): Promise<void> {
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound(propertyNotFound);
      await media.deleteByPaths([...deleted.images, ...deleted.floorPlans]);
      await effects.listingRemoved?.(id);
      await effects.audit?.record({
        action: "property.deleted",
        summary: `${listingName(deleted)} gelöscht`,
        recordType: "property",
        recordId: id,
      });
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
