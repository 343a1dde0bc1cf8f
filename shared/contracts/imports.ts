import { z } from "../validation/zod";
import type { Json } from "./json";
import { propertyAnswer } from "./properties";

/** A row that was not imported: its index in the sent list (or the archive's data file) and why. */
const rowError = z.object({ index: z.number().int(), message: z.string() });

export const importOutcomes = ["created", "updated", "hidden", "refused"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/**
 * What the import did with one row: created, updated (its object number was known), stored hidden
 * (created or updated, but incomplete for publishing: `reasons` names what it lacks) or refused
 * (`reasons` says why in German; nothing was stored for it).
 */
export const importRowResult = z.object({
  index: z.number().int(),
  outcome: z.enum(importOutcomes),
  /** Stored rows: the listing's id, object number and title. */
  id: z.number().int().optional(),
  objectNumber: z.string().optional(),
  title: z.string().optional(),
  /** Hidden rows: whether an existing listing (same object number) was updated. */
  updatedExisting: z.boolean().optional(),
  /** One German sentence. */
  message: z.string(),
  /** Hidden: the missing facts' German names; refused: each German problem. */
  reasons: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

/** Counts per outcome; `imported` and `failed` of the answers stay the sums users already know. */
const outcomeCounts = {
  created: z.number().int(),
  updated: z.number().int(),
  hidden: z.number().int(),
  rows: z.array(importRowResult),
};

/** POST /api/properties/import: how many were stored, how many failed, each failure's reason, and every row's outcome. */
export const importAnswer = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowError),
  ...outcomeCounts,
});
export type ImportResponse = Json<typeof importAnswer>;

/** POST /api/properties/import-zip: as the list import, with a German summary and the stored properties. */
export const zipImportAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  importedProperties: z.array(propertyAnswer),
  failed: z.number().int(),
  errors: z.array(rowError),
  ...outcomeCounts,
  /** A CSV data file's line where each row (by index) starts; absent for properties.json. */
  lines: z.array(z.number().int()).optional(),
});
export type ZipImportResponse = Json<typeof zipImportAnswer>;
