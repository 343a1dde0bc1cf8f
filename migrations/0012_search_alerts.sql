CREATE TABLE "search_alert_deliveries" (
	"alert_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "search_alert_deliveries_alert_id_property_id_pk" PRIMARY KEY("alert_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"frequency" text NOT NULL,
	"filter" jsonb NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "search_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "search_alerts_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "search_alert_deliveries" ADD CONSTRAINT "search_alert_deliveries_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_deliveries" ADD CONSTRAINT "search_alert_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_alert_deliveries_property_idx" ON "search_alert_deliveries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "search_alerts_confirmed_idx" ON "search_alerts" USING btree ("confirmed_at","frequency");--> statement-breakpoint
CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");