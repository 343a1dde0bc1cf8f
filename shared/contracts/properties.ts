import { createSelectSchema } from "drizzle-zod";
import { properties } from "../schema/properties";
import { timestamp, type Json } from "./json";
import { z } from "../validation/zod";

/** GET /api/properties/{id}, POST /api/properties, PATCH /api/properties/{id}: one property. */
export const propertyAnswer = createSelectSchema(properties, { createdAt: timestamp, updatedAt: timestamp });
export type Property = Json<typeof propertyAnswer>;

/** GET /api/properties: the filtered list, newest first (admins also see hidden ones). */
export const propertyListAnswer = z.array(propertyAnswer);
