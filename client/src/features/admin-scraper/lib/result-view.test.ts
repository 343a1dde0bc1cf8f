import { describe, expect, it } from "vitest";
import type { ScraperResult } from "@shared/contracts/scraper";
import { canImport, imageCount, isRental, isUntranslated, sourcePath, thumbnailUrl } from "./result-view";

const result = (overrides: Partial<ScraperResult> = {}): ScraperResult => ({
  id: 1,
  sourceUrl: "https://www.funda.nl/huur/utrecht/huis-88776655-oudegracht-120/",
  status: "ok",
  error: null,
  title: "Oudegracht 120",
  price: 1850,
  address: "Oudegracht 120",
  city: "Utrecht",
  objectType: "House",
  quadratmeter: 95,
  schlafzimmer: 3,
  bilder: ["https://cloud.funda.nl/1.jpg", "https://cloud.funda.nl/2.jpg"],
  bilderAnzahl: 2,
  beschreibungDeutsch: "Mooi huis aan de gracht.",
  translated: false,
  importedPropertyId: null,
  scrapedAt: "2026-01-01T10:00:00.000Z",
  ...overrides,
});

describe("result view", () => {
  it("counts images from either field name", () => {
    expect(imageCount(result())).toBe(2);
    expect(imageCount({ ...result(), bilderAnzahl: undefined as unknown as number, bilder_anzahl: 7 })).toBe(7);
  });

  it("uses only a web address as thumbnail", () => {
    expect(thumbnailUrl(result())).toBe("https://cloud.funda.nl/1.jpg");
    expect(thumbnailUrl(result({ bilder: ["javascript:alert(1)"] }))).toBeUndefined();
    expect(thumbnailUrl(result({ bilder: [] }))).toBeUndefined();
  });

  it("marks an untranslated description, not a translated or failed one", () => {
    expect(isUntranslated(result())).toBe(true);
    expect(isUntranslated(result({ translated: true }))).toBe(false);
    expect(isUntranslated(result({ status: "failed", beschreibungDeutsch: null }))).toBe(false);
  });

  it("knows rentals, the readable source path and whether a row can be imported", () => {
    expect(isRental(result())).toBe(true);
    expect(isRental(result({ sourceUrl: "https://www.funda.nl/koop/a/" }))).toBe(false);
    expect(sourcePath(result())).toBe("/huur/utrecht/huis-88776655-oudegracht-120/");
    expect(canImport(result())).toBe(true);
    expect(canImport(result({ importedPropertyId: 4 }))).toBe(false);
    expect(canImport(result({ status: "failed" }))).toBe(false);
  });
});
