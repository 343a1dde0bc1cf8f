import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { propertyStatuses, propertyTypes, transactionTypes } from "../enums";

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    type: text("type", { enum: propertyTypes }).notNull(),
    transactionType: text("transaction_type", { enum: transactionTypes }).notNull(),
    price: integer("price").notNull(),
    size: integer("size").notNull(),
    // One decimal: 2.5 rooms is common in German listings.
    rooms: numeric("rooms", { precision: 4, scale: 1, mode: "number" }).notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    description: text("description").notNull(),
    // http(s) URLs or /media/{id} paths; never file contents.
    images: text("images").array().notNull().default([]),
    status: text("status", { enum: propertyStatuses }).notNull().default("active"),
    isHighlight: boolean("is_highlight").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("properties_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("properties_type_transaction_idx").on(t.transactionType, t.type),
    index("properties_price_idx").on(t.price),
    index("properties_status_idx").on(t.status),
    index("properties_highlight_idx").on(t.isHighlight),
  ],
);

export type Property = typeof properties.$inferSelect;
