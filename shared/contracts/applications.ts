import { createSelectSchema } from "drizzle-zod";
import { applicationStatuses } from "../enums";
import { applications } from "../schema/applications";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

const employmentInfo = z.object({ employer: z.string(), duration: z.string(), employmentType: z.string() });

/**
 * GET /api/applications/{id}, PATCH /api/applications/{id}/status (admin): the stored fields, the
 * property's title (null once the property is deleted) and admin-only document links (null when
 * the file is gone) instead of media ids, and the day the application will be erased.
 */
export const adminApplicationAnswer = createSelectSchema(applications, { createdAt: timestamp, employmentInfo })
  .omit({ idCardMediaId: true, payslipMediaId: true, withdrawTokenHash: true, rejectedAt: true, listingClosedAt: true })
  .extend({
    // When the retention clock erases it (null while it is neither rejected nor its listing let or removed).
    erasesAt: timestamp.nullable(),
    propertyTitle: z.string().nullable(),
    idCardUrl: z.string().nullable(),
    payslipUrl: z.string().nullable(),
  });
export type AdminApplication = Json<typeof adminApplicationAnswer>;

/** GET /api/applications (admin): all applications, newest first. */
export const adminApplicationListAnswer = z.array(adminApplicationAnswer);

/**
 * POST /api/applications: the applicant learns only that it was stored and the reference number to
 * quote (no personal data comes back).
 */
export const submittedApplicationAnswer = z.object({
  id: z.number().int(),
  status: z.enum(applicationStatuses),
  createdAt: timestamp,
  reference: z.string(),
});
export type SubmittedApplication = Json<typeof submittedApplicationAnswer>;

/** POST /api/applications/{id}/status-mails (admin): the queued mail. */
export const statusMailAnswer = z.object({ id: z.number().int(), status: z.string() });
