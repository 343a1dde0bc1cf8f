import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { propertyStatuses, propertyTypes, transactionTypes } from "../enums";
import { conditions, heatingTypes, type Feature } from "../listing/labels";
import type { EnergyCertificate } from "../validation/energy-certificate";
import { placeKeySql } from "./place-key";

/** Numbers the agency's listings: SP-2026-0014 (year of entry, then this counter). */
export const objectNumberSequence = pgSequence("property_object_number_seq", { startWith: 1 });

const area = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** The counter's next object number: "SP-2026-0042", at least four digits ("SP-2026-12345" past 9,999). */
export const nextObjectNumberSql = sql<string>`'SP-' || to_char(now(), 'YYYY') || '-' || to_char(nextval('property_object_number_seq'), 'FM999999990000')`;

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    // The agency's listing number, also the OpenImmo objektnr_extern. Given by the database when not sent.
    objectNumber: text("object_number")
      .notNull()
      .unique("properties_object_number_unique")
      .default(nextObjectNumberSql),
    title: text("title").notNull(),
    type: text("type", { enum: propertyTypes }).notNull(),
    transactionType: text("transaction_type", { enum: transactionTypes }).notNull(),
    // Rent: Kaltmiete per month; buy: Kaufpreis. Whole euros, as every amount of a listing.
    price: integer("price").notNull(),
    // Wohnfläche, two decimals (84.5 m²).
    size: area("size").notNull(),
    // One decimal: 2.5 rooms is common in German listings.
    rooms: numeric("rooms", { precision: 4, scale: 1, mode: "number" }).notNull(),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    usableArea: area("usable_area"),
    plotSize: area("plot_size"),
    address: text("address").notNull(),
    postalCode: text("postal_code"),
    district: text("district"),
    city: text("city").notNull(),
    // false: visitors are told only postal code, district and city.
    showAddress: boolean("show_address").notNull().default(true),
    // WGS84 degrees, both or neither. Visitors get a snapped point when the address is hidden.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description").notNull(),
    serviceCharges: integer("service_charges"),
    heatingCosts: integer("heating_costs"),
    heatingIncluded: boolean("heating_included").notNull().default(false),
    // Warmmiete, written by the server from price and costs on every change; null for purchases.
    totalRent: integer("total_rent"),
    deposit: integer("deposit"),
    buyerCommission: text("buyer_commission"),
    commissionFree: boolean("commission_free").notNull().default(false),
    floor: integer("floor"),
    floors: integer("floors"),
    yearBuilt: integer("year_built"),
    condition: text("condition", { enum: conditions }),
    availableFrom: date("available_from", { mode: "string" }),
    heatingType: text("heating_type", { enum: heatingTypes }),
    features: text("features").array().$type<Feature[]>().notNull().default([]),
    energyCertificate: jsonb("energy_certificate").$type<EnergyCertificate>(),
    // http(s) URLs or /media/{id} paths; never file contents.
    images: text("images").array().notNull().default([]),
    floorPlans: text("floor_plans").array().notNull().default([]),
    status: text("status", { enum: propertyStatuses }).notNull().default("active"),
    isHighlight: boolean("is_highlight").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's orders, each ending on the id (the tie-breaker), on their own and after the offer
  // (rent or buy), which nearly every search names: a page is then read in index order and stops
  // after its rows instead of sorting every match. All ascending: read backwards, a B-tree gives
  // exactly ORDER BY … DESC (whose NULLS FIRST a DESC NULLS LAST index would not match).
  (t) => [
    index("properties_created_id_idx").on(t.createdAt, t.id),
    index("properties_type_transaction_idx").on(t.transactionType, t.type),
    index("properties_price_id_idx").on(t.price, t.id),
    index("properties_size_id_idx").on(t.size, t.id),
    index("properties_offer_newest_idx").on(t.transactionType, t.createdAt, t.id),
    index("properties_offer_price_idx").on(t.transactionType, t.price, t.id),
    index("properties_offer_size_idx").on(t.transactionType, t.size, t.id),
    // features @> '{balcony,elevator}'
    index("properties_features_idx").using("gin", t.features),
    index("properties_status_idx").on(t.status),
    index("properties_highlight_idx").on(t.isHighlight),
    // The place search (?place=): city and Ortsteil by their key (exact or prefix), postal codes by prefix.
    index("properties_city_key_idx").on(placeKeySql(t.city)),
    index("properties_district_key_idx").on(placeKeySql(t.district)),
    index("properties_postal_code_idx").on(t.postalCode.op("text_pattern_ops")),
    // The radius search's bounding box: a latitude range, longitudes checked inside the index.
    index("properties_lat_lng_idx").on(t.latitude, t.longitude),
  ],
);

export type Property = typeof properties.$inferSelect;
