CREATE SEQUENCE "public"."property_object_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "size" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "object_number" text DEFAULT 'SP-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('property_object_number_seq')::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "usable_area" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_size" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "service_charges" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating_costs" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_rent" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buyer_commission" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "commission_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floors" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_certificate" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plans" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_object_number_unique" UNIQUE("object_number");