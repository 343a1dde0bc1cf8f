import { createSelectSchema } from "drizzle-zod";
import { outboxMails } from "../schema/outbox";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

const stored = createSelectSchema(outboxMails, {
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable(),
  headers: z.record(z.string(), z.string()),
}).omit({ jobId: true, claimedAt: true });

/** GET /api/outbox/{id}, POST /api/outbox/{id}/resend (staff): one mail as sent, both parts. */
export const outboxMailAnswer = stored;
export type OutboxMailView = Json<typeof outboxMailAnswer>;

/** GET /api/outbox?page=n (staff): a page of mails, newest first, without their bodies. */
export const outboxPageAnswer = z.object({
  items: z.array(stored.omit({ text: true, html: true, headers: true })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = Json<typeof outboxPageAnswer>;
