-- Custom SQL migration file, put your code below! --
-- Listings that existed before object numbers were introduced get theirs by id and year of entry
-- (SP-2026-0003), not in whatever order the column was filled; the counter continues after them.
-- Two steps, because a number may still be held by another row until that row is renumbered.
UPDATE "properties" SET "object_number" = 'renumbering-' || "id";--> statement-breakpoint
UPDATE "properties" SET "object_number" = 'SP-' || to_char("created_at", 'YYYY') || '-' || lpad("id"::text, 4, '0');--> statement-breakpoint
SELECT setval('property_object_number_seq', (SELECT coalesce(max("id"), 0) + 1 FROM "properties"), false);
