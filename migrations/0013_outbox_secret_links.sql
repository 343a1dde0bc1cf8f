ALTER TABLE "outbox_mails" ADD COLUMN "secret_link" jsonb;--> statement-breakpoint
CREATE INDEX "outbox_mails_recipient_idx" ON "outbox_mails" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "outbox_mails_reply_to_idx" ON "outbox_mails" USING btree (lower("reply_to"));