CREATE TABLE "listing_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_number" text NOT NULL,
	"listing" jsonb NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openimmo_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scope" text NOT NULL,
	"since" timestamp with time zone,
	"listings" integer NOT NULL,
	"removals" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_removals_removed_at_idx" ON "listing_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "openimmo_exports_fetched_at_idx" ON "openimmo_exports" USING btree ("fetched_at");