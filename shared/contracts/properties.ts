import { createSelectSchema } from "drizzle-zod";
import { properties } from "../schema/properties";
import { features } from "../listing/labels";
import { energyCertificateSchema } from "../validation/energy-certificate";
import { timestamp, type Json } from "./json";
import { z } from "../validation/zod";

/**
 * GET /api/properties/{id}, POST /api/properties, PATCH /api/properties/{id}: one property.
 * `address` (street and number) is null for visitors when the listing does not show it.
 */
export const propertyAnswer = createSelectSchema(properties, {
  createdAt: timestamp,
  updatedAt: timestamp,
  address: z.string().nullable(),
  features: z.array(z.enum(features)),
  energyCertificate: energyCertificateSchema.nullable(),
});
export type Property = Json<typeof propertyAnswer>;

/** GET /api/properties: the filtered list, newest first (admins also see hidden ones). */
export const propertyListAnswer = z.array(propertyAnswer);
