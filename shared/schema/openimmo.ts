import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Property } from "./properties";

// What the OpenImmo feed needs to know beyond the listings themselves.

/**
 * Listings deleted from the site, by object number: a partial feed (changes since a time) tells
 * the portals to take them down, though their rows are gone.
 */
export const listingRemovals = pgTable(
  "listing_removals",
  {
    id: serial("id").primaryKey(),
    objectNumber: text("object_number").notNull(),
    // The row as it was, so the feed can still describe the listing it takes down.
    listing: jsonb("listing").$type<Property>().notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_removals_removed_at_idx").on(t.removedAt)],
);

/** Every download of the feed: when, full or partial (and since when), how many listings. */
export const openimmoExports = pgTable(
  "openimmo_exports",
  {
    id: serial("id").primaryKey(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    scope: text("scope", { enum: ["VOLL", "TEIL"] }).notNull(),
    since: timestamp("since", { withTimezone: true }),
    listings: integer("listings").notNull(),
    removals: integer("removals").notNull(),
  },
  (t) => [index("openimmo_exports_fetched_at_idx").on(t.fetchedAt)],
);

export type OpenimmoExport = typeof openimmoExports.$inferSelect;
