import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// One scraped listing page (or one failed attempt, with its German reason).
export const scraperResults = pgTable(
  "scraper_results",
  {
    id: serial("id").primaryKey(),
    sourceUrl: text("source_url").notNull(),
    status: text("status", { enum: ["ok", "failed"] }).notNull(),
    error: text("error"),
    title: text("title"),
    price: integer("price"),
    address: text("address"),
    city: text("city"),
    objectType: text("object_type"),
    quadratmeter: integer("quadratmeter"),
    schlafzimmer: integer("schlafzimmer"),
    bilder: text("bilder").array().notNull().default([]),
    bilderAnzahl: integer("bilder_anzahl").notNull().default(0),
    beschreibungDeutsch: text("beschreibung_deutsch"),
    translated: boolean("translated").notNull().default(false),
    importedPropertyId: integer("imported_property_id"),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scraper_results_scraped_at_idx").on(t.scrapedAt.desc())],
);

export type ScraperResult = typeof scraperResults.$inferSelect;
