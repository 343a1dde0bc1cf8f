import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { media, mediaVariants, properties, type Property } from "@shared/schema/index";
import { isStoredMediaPath } from "@shared/media-variants";
import { propertyInputSchema } from "@shared/validation/property";
import { isPublicStatus, missingForPublication } from "@shared/listing/publishing";
import { createLogger } from "../logger";
import { openTestDatabase } from "../test/test-database";
import type { Database, Db } from "./client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFileStore } from "../media/file-store";
import { demoProperties } from "./demo-content";
import { seedDemoContent } from "./seed";
import { createMediaRepo } from "../media/media.repo";
import { createMediaService, type MediaService } from "../media/media.service";
import { DEMO_PHOTO_CACHE, folderCache, type PictureCache } from "./demo-photos/photo-cache";

const rentals = demoProperties.filter((p) => p.transactionType === "rent");
const certificates = demoProperties.map((p) => p.energyCertificate);

describe("demo listings", () => {
  it("pass the property schema and, when public, the publishing rule", () => {
    for (const listing of demoProperties) {
      const parsed = propertyInputSchema.safeParse(listing);
      expect(parsed.error?.issues ?? [], listing.title).toEqual([]);
      if (isPublicStatus(listing.status)) expect(missingForPublication(listing), listing.title).toEqual([]);
    }
  });

  it("cost what Berlin rentals cost: Nebenkosten 2.50–3.50 €/m², Heizkosten stated, Kaution at most three Kaltmieten", () => {
    for (const rental of rentals) {
      const perSqm = rental.serviceCharges! / rental.size;
      expect(perSqm, rental.title).toBeGreaterThanOrEqual(2.5);
      expect(perSqm, rental.title).toBeLessThanOrEqual(3.5);
      expect(rental.heatingIncluded || rental.heatingCosts! > 0, rental.title).toBe(true);
      expect(rental.deposit, rental.title).toBeLessThanOrEqual(3 * rental.price);
    }
    const sales = demoProperties.filter((p) => p.transactionType === "buy");
    for (const sale of sales)
      expect(sale.commissionFree || /^\d+,\d+ % inkl\. MwSt\.$/.test(sale.buyerCommission!)).toBe(true);
  });

  it("show the energy scale's range, a certificate at the viewing, a listed building and a hidden street", () => {
    const classes = new Set(certificates.map((c) => c?.efficiencyClass).filter(Boolean));
    expect(classes.size).toBeGreaterThanOrEqual(6);
    expect(certificates.filter((c) => c?.status === "at_viewing").length).toBeGreaterThanOrEqual(2);
    expect(certificates.filter((c) => c?.status === "not_required")).toHaveLength(1);
    expect(demoProperties.filter((p) => p.showAddress === false && isPublicStatus(p.status))).toHaveLength(1);
    expect(demoProperties.some((p) => !Number.isInteger(p.size))).toBe(true);
  });

  it("give every listing its place, floor or floors, features and a description without the energy data as prose", () => {
    for (const listing of demoProperties) {
      expect(listing.postalCode, listing.title).toMatch(/^1[0-4]\d{3}$/);
      expect(listing.district, listing.title).toBeTruthy();
      expect(listing.floor ?? listing.floors, listing.title).not.toBeUndefined();
      expect(listing.features?.length, listing.title).toBeGreaterThan(0);
      expect(listing.description, listing.title).not.toMatch(/kWh|Energieausweis|Betriebskosten|Käuferprovision/);
    }
  });
});

describe("seeding the demo content", () => {
  let database: Database;
  let stored: Property[];
  // The machine's cache of drawn pictures, counted: what the seed had to make and keep.
  const kept: string[] = [];
  const cache: PictureCache = {
    get: (name) => machineCache.get(name),
    put: async (name, bytes) => {
      kept.push(name);
      await machineCache.put(name, bytes);
    },
  };
  const machineCache = folderCache(DEMO_PHOTO_CACHE);

  // As with `npm run dev`: the embedded database, the files in the data folder.
  const mediaOf = (db: Db) =>
    createMediaService(createMediaRepo(db, createFileStore(mkdtempSync(join(tmpdir(), "spreehaus-demo-media-")))));
  let mediaService: MediaService;

  beforeAll(async () => {
    database = await openTestDatabase();
    mediaService = mediaOf(database.db);
    await seedDemoContent(database.db, mediaService, createLogger("silent"), cache);
    stored = await database.db.select().from(properties).orderBy(asc(properties.id));
  }, 300_000);
  afterAll(async () => {
    await database.close();
  });

  it("stores every listing with its Warmmiete and an object number", async () => {
    expect(stored).toHaveLength(demoProperties.length);
    const flat = stored.find((p) => p.address === "Kastanienallee 42")!;
    expect(flat).toMatchObject({ size: 84.5, rooms: 2.5, serviceCharges: 230, heatingCosts: 95, totalRent: 1775 });
    const shop = stored.find((p) => p.address === "Boxhagener Straße 76")!;
    expect(shop).toMatchObject({ heatingIncluded: true, totalRent: 3620 });
    for (const listing of stored) {
      expect(listing.objectNumber).toMatch(/^SP-\d{4}-\d{4}$/);
      expect(listing.totalRent === null, listing.title).toBe(listing.transactionType === "buy");
    }
  });

  it("gives every listing its own photos and four of them a floor plan, each stored with its six variants", async () => {
    const paths = stored.flatMap((p) => [...p.images, ...p.floorPlans]);
    for (const listing of stored) expect(listing.images.length, listing.title).toBeGreaterThan(0);
    expect(stored.filter((p) => p.floorPlans.length > 0)).toHaveLength(4);
    expect(paths.every(isStoredMediaPath)).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    const rows = await database.db
      .select({
        publicId: media.publicId,
        contentType: media.contentType,
        bytes: media.bytes,
        variants: count(mediaVariants.width),
      })
      .from(media)
      .leftJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
      .groupBy(media.id);
    expect(rows).toHaveLength(paths.length);
    for (const row of rows) expect(row.variants, row.publicId).toBe(6);
    // The card's picture is a photograph of 1200 × 800 px; floor plans are drawings (PNG).
    const first = rows.find((row) => `/media/${row.publicId}` === stored[0].images[0])!;
    expect(first.contentType).toBe("image/jpeg");
    // As a visitor gets it: the listing is public.
    const served = await mediaService.publicImage(first.publicId, false);
    expect(await sharp(served!.bytes).metadata()).toMatchObject({ width: 1200, height: 800, format: "jpeg" });
    const plan = rows.find((row) => `/media/${row.publicId}` === stored[0].floorPlans[0])!;
    expect(plan.contentType).toBe("image/png");
  });

  it("draws and prepares nothing again on the next seed: a fresh database copies what this machine made", async () => {
    const second = await openTestDatabase();
    try {
      kept.length = 0;
      await seedDemoContent(second.db, mediaOf(second.db), createLogger("silent"), cache);
      expect(kept).toEqual([]);
      const [{ value }] = await second.db.select({ value: count() }).from(media);
      expect(value).toBe(stored.flatMap((p) => [...p.images, ...p.floorPlans]).length);
    } finally {
      await second.close();
    }
  }, 300_000);
});
