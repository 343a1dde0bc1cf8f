import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { properties } from "@shared/schema/index";
import { propertyInputSchema } from "@shared/validation/property";
import { isPublicStatus, missingForPublication } from "@shared/listing/publishing";
import { createLogger } from "../logger";
import { openTestDatabase } from "../test/test-database";
import type { Database } from "./client";
import { demoProperties } from "./demo-content";
import { seedDemoContent } from "./seed";

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
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores every listing with its Warmmiete and an object number", async () => {
    await seedDemoContent(database.db, createLogger("silent"));
    const stored = await database.db.select().from(properties).orderBy(asc(properties.id));
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
});
