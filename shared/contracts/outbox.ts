import { createSelectSchema } from "drizzle-zod";
import { outboxMails } from "../schema/outbox";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

const stored = createSelectSchema(outboxMails, {
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable(),
  headers: z.record(z.string(), z.string()),
}).omit({ jobId: true, claimedAt: true, secretLink: true });

/**
 * GET /api/outbox/{id} (staff; account mails owners only): one mail as stored, both parts. A link
 * with a secret shows a placeholder where its token goes: the token exists only in the sent mail.
 */
export const outboxMailAnswer = stored;
export type OutboxMailView = Json<typeof outboxMailAnswer>;

/** POST /api/outbox/{id}/resend: the mail's new state, without its body. */
export const outboxMailSummaryAnswer = stored.omit({ text: true, html: true, headers: true });
export type OutboxMailSummary = Json<typeof outboxMailSummaryAnswer>;

/** GET /api/outbox?page=n (staff): a page of mails, newest first, without their bodies. */
export const outboxPageAnswer = z.object({
  items: z.array(outboxMailSummaryAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = Json<typeof outboxPageAnswer>;
