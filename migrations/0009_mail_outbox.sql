CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"claimed_at" timestamp with time zone,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdraw_token_hash" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_mails_status_idx" ON "outbox_mails" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbox_mails_application_idx" ON "outbox_mails" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash");