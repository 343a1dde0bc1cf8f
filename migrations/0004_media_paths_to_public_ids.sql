-- Custom SQL migration file, put your code below! --
-- Rows name their files by /media/{id}; the ids are now random, so the paths in rows follow.
-- A path to a file that no longer exists is dropped (it showed nothing and would fail validation).
UPDATE "properties" AS p
SET "images" = ARRAY(
  SELECT coalesce('/media/' || m."public_id", t.image)
  FROM unnest(p."images") WITH ORDINALITY AS t(image, position)
  LEFT JOIN "media" AS m ON t.image ~ '^/media/[0-9]+$' AND m."id"::text = substring(t.image FROM 8)
  WHERE m."id" IS NOT NULL OR t.image !~ '^/media/[0-9]+$'
  ORDER BY t.position
)
WHERE EXISTS (SELECT 1 FROM unnest(p."images") AS i(image) WHERE i.image ~ '^/media/[0-9]+$');--> statement-breakpoint
UPDATE "blog_posts" AS b
SET "cover_image" = (SELECT '/media/' || m."public_id" FROM "media" AS m WHERE m."id"::text = substring(b."cover_image" FROM 8))
WHERE b."cover_image" ~ '^/media/[0-9]+$';
