import { z } from "../validation/zod";
import type { Json } from "./json";

/** GET /api/privacy/retention (public): the periods the privacy page states, in days. */
export const retentionAnswer = z.object({
  applicationDays: z.number().int(),
  contactDays: z.number().int(),
  auditDays: z.number().int(),
  outboxDays: z.number().int(),
});
export type RetentionAnswer = Json<typeof retentionAnswer>;

/** POST /api/applicant-data/export (owners): everything stored about one e-mail address. */
export const applicantExportAnswer = z.object({
  email: z.string(),
  exportedAt: z.string(),
  applications: z.array(z.record(z.string(), z.unknown())),
  contactMessages: z.array(z.record(z.string(), z.unknown())),
  searchAlerts: z.array(z.record(z.string(), z.unknown())),
  mails: z.array(z.record(z.string(), z.unknown())),
});
export type ApplicantExport = Json<typeof applicantExportAnswer>;

/** POST /api/applicant-data/erase (owners): how many records were erased. */
export const applicantErasedAnswer = z.object({
  applications: z.number().int(),
  contactMessages: z.number().int(),
  searchAlerts: z.number().int(),
  mails: z.number().int(),
});
export type ApplicantErased = Json<typeof applicantErasedAnswer>;
