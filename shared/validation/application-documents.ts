import { z } from "./zod";
import { idParamSchema } from "./common";

/** The documents an application may carry, by the name their download path uses. */
export const applicationDocumentKinds = ["id-card", "payslip"] as const;
export type ApplicationDocumentKind = (typeof applicationDocumentKinds)[number];

/** GET /api/applications/:id/documents/:kind */
export const applicationDocumentParamsSchema = idParamSchema.extend({
  kind: z.enum(applicationDocumentKinds, "Unbekanntes Dokument"),
});

/** Why staff load a document: each purpose is recorded in the audit trail in its own words. */
export const applicationDocumentQuerySchema = z.object({
  purpose: z.enum(["view", "download", "print"], "Unbekannter Zweck").default("view"),
});
