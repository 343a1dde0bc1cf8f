import { emptyToUndefined, z } from "./zod";

export const invalidSinceMessage = "Ungültiger Zeitpunkt: bitte ein Datum im ISO-Format angeben (z. B. 2026-11-01).";

/** GET /api/openimmo/export.zip?since=…: an ISO date or date-time; without it the full feed. */
export const openimmoExportQuery = z.object({
  since: z.preprocess(
    emptyToUndefined,
    z
      .string(invalidSinceMessage)
      .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, invalidSinceMessage)
      .transform((value) => new Date(value))
      .refine((date) => !Number.isNaN(date.getTime()), invalidSinceMessage)
      .optional(),
  ),
});
