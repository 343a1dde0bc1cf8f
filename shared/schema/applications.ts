import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { applicationStatuses } from "../enums";
import { media } from "./media";

export type EmploymentInfo = { employer: string; duration: string; employmentType: string };

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    // No foreign key: an application is a record of a person and outlives a deleted property.
    propertyId: integer("property_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    birthDate: text("birth_date").notNull(),
    birthPlace: text("birth_place").notNull(),
    occupation: text("occupation").notNull(),
    employmentInfo: jsonb("employment_info").$type<EmploymentInfo>().notNull(),
    income: integer("income").notNull(),
    currentAddress: text("current_address").notNull(),
    currentLandlord: text("current_landlord"),
    moveInDate: date("move_in_date", { mode: "string" }).notNull(),
    roommates: text("roommates").array().notNull().default([]),
    additionalInfo: text("additional_info"),
    idCardMediaId: integer("id_card_media_id").references(() => media.id, { onDelete: "set null" }),
    payslipMediaId: integer("payslip_media_id").references(() => media.id, { onDelete: "set null" }),
    signature: text("signature").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("new"),
    /** Told to the applicant (receipt, thank-you card); null for applications from before it existed. */
    reference: text("reference").unique(),
    /** SHA-256 of the secret in the receipt's withdraw link. */
    withdrawTokenHash: text("withdraw_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The retention clock: when the application was rejected, and when its listing was let (an
    // application accepted) or removed. Each starts the erasure period; null while it does not apply.
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    listingClosedAt: timestamp("listing_closed_at", { withTimezone: true }),
  },
  (t) => [
    index("applications_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("applications_status_idx").on(t.status),
    index("applications_property_idx").on(t.propertyId),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
