import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { mailStatuses, type SecretLink } from "../mail";
import { applications } from "./applications";

/**
 * Every mail the site sends, as rendered: what staff see under 'Postausgang', and what the job that
 * sends it reads. `status` is queued (waiting or being retried), sent, failed (given up; `error`
 * says why) or kept (no SMTP server configured: stored only).
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    /** What the mail is, e.g. "application-receipt" (see shared/mail.ts). */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * The secret link of this mail, if any: text, html and headers hold SECRET_TOKEN_PLACEHOLDER
     * instead of the token, which the sending job makes again from this (never stored).
     */
    secretLink: jsonb("secret_link").$type<SecretLink>(),
    status: text("status", { enum: mailStatuses }).notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** The queue job that sends it (a new one for each 'Erneut senden'). */
    jobId: uuid("job_id"),
    /** Set while a worker is sending it; a claim older than a few minutes counts as abandoned. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** Mails about an application are erased with it. */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_mails_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("outbox_mails_status_idx").on(t.status),
    index("outbox_mails_application_idx").on(t.applicationId),
    // Erasure and export find a person's mails by recipient and by Reply-To, in any case.
    index("outbox_mails_recipient_idx").on(sql`lower(${t.recipient})`),
    index("outbox_mails_reply_to_idx").on(sql`lower(${t.replyTo})`),
  ],
);

export type OutboxMail = typeof outboxMails.$inferSelect;
