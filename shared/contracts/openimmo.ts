import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** What the OpenImmo import did with one object, with the reasons the staff should read. */
export const openimmoObjectResult = z.object({
  objectNumber: z.string(),
  title: z.string().nullable(),
  outcome: z.enum(["created", "updated", "hidden", "refused"]),
  reasons: z.array(z.string()),
  /** For an incomplete listing stored hidden: whether it was new or replaced one. */
  stored: z.enum(["created", "updated"]).optional(),
});
export type OpenimmoObjectResult = z.infer<typeof openimmoObjectResult>;

/** POST /api/openimmo/import: counts per outcome (each object in exactly one), the refusals, every object. */
export const openimmoImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  hidden: z.number().int(),
  refused: z.array(z.object({ objectNumber: z.string(), message: z.string() })),
  results: z.array(openimmoObjectResult),
});
export type OpenimmoImportResult = z.infer<typeof openimmoImportAnswer>;
export type OpenimmoImportResponse = Json<typeof openimmoImportAnswer>;

/** GET /api/openimmo/exports/last: the feed's last download, or null. */
export const openimmoLastExportAnswer = z.object({
  last: z
    .object({
      fetchedAt: timestamp,
      scope: z.enum(["VOLL", "TEIL"]),
      since: timestamp.nullable(),
      listings: z.number().int(),
      removals: z.number().int(),
    })
    .nullable(),
});
export type OpenimmoLastExportResponse = Json<typeof openimmoLastExportAnswer>;
