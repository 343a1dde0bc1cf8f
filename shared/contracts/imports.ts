import { z } from "../validation/zod";
import type { Json } from "./json";
import { propertyAnswer } from "./properties";

/** A row that was not imported: its index in the sent list (or the archive's data file) and why. */
const rowError = z.object({ index: z.number().int(), message: z.string() });

/** POST /api/properties/import: how many were stored, how many failed, and each failure's reason. */
export const importAnswer = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowError),
});
export type ImportResponse = Json<typeof importAnswer>;

/** POST /api/properties/import-zip: as the list import, with a German summary and the stored properties. */
export const zipImportAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  importedProperties: z.array(propertyAnswer),
  failed: z.number().int(),
  errors: z.array(rowError),
});
export type ZipImportResponse = Json<typeof zipImportAnswer>;
