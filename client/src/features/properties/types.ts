import type { Property as PropertyRow } from "@shared/schema/properties";
import type { Jsonified } from "@/lib/json";

/** A property as GET /api/properties(/:id) returns it (createdAt/updatedAt as ISO strings). */
export type Property = Jsonified<PropertyRow>;
