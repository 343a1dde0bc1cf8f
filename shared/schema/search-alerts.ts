import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { alertFrequencies } from "../search/search-alerts";
import type { PropertyFilter } from "../search/list-query";
import { properties } from "./properties";

/**
 * A visitor's saved search ('Suchauftrag'): the list filter and where to mail new matches. Tokens
 * are stored only as SHA-256 hashes. Unconfirmed rows (confirmedAt null) are erased after 7 days;
 * unsubscribing erases the row.
 */
export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    frequency: text("frequency", { enum: alertFrequencies }).notNull(),
    /** The list's filter fields that were set, normalized (see normalizeAlertFilter). */
    filter: jsonb("filter").$type<PropertyFilter>().notNull(),
    /** Cleared once the link in the confirmation mail has been used. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("search_alerts_confirmed_idx").on(t.confirmedAt, t.frequency),
    index("search_alerts_email_idx").on(t.email),
  ],
);

/**
 * Which listing an alert has been told about: one row per alert and listing (the key), so a
 * listing is mailed once per alert however often it is published. Daily alerts collect rows here
 * (sentAt null) until the digest goes out.
 */
export const searchAlertDeliveries = pgTable(
  "search_alert_deliveries",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => searchAlerts.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.propertyId] }),
    index("search_alert_deliveries_property_idx").on(t.propertyId),
  ],
);

export type SearchAlert = typeof searchAlerts.$inferSelect;
