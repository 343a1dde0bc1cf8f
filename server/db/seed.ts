import { count } from "drizzle-orm";
import { blogPosts, properties } from "@shared/schema/index";
import { totalRentOf } from "@shared/listing/costs";
import type { Db } from "./client";
import type { Logger } from "../logger";
import type { MediaService } from "../media/media.service";
import { demoPosts, demoProperties } from "./demo-content";
import { demoPictures, drawDemoPictures } from "./demo-photos/demo-pictures";
import { DEMO_PHOTO_CACHE, folderCache, type PictureCache } from "./demo-photos/photo-cache";

const HOUR = 60 * 60 * 1000;

/** Fills this machine's picture cache, so that the next seed only copies (tests call it before timing a start). */
export async function drawAllDemoPictures(): Promise<void> {
  await drawDemoPictures(
    demoProperties.map((p) => p.address),
    folderCache(DEMO_PHOTO_CACHE),
  );
}

/**
 * Demo listings with their photos and floor plans, and blog posts, for an empty development
 * database; a day apart so the order is stable. The pictures go through the media service like
 * any upload, and are written in one transaction with the listings.
 */
export async function seedDemoContent(
  db: Db,
  media: MediaService,
  logger: Logger,
  cache: PictureCache = folderCache(DEMO_PHOTO_CACHE),
): Promise<void> {
  const [{ value: propertyCount }] = await db.select({ value: count() }).from(properties);
  const [{ value: postCount }] = await db.select({ value: count() }).from(blogPosts);
  if (propertyCount > 0 || postCount > 0) return;
  const started = performance.now();
  const now = Date.now();
  const at = (i: number, step: number) => new Date(now - i * step);
  const { seeding, files } = await demoPictures(
    media,
    demoProperties.map((p) => p.address),
    cache,
  );
  await seeding.withPlaced(files, async ({ tx, images: paths }) => {
    // Inserted directly, so the Warmmiete the service computes on every write is computed here.
    await tx.insert(properties).values(
      demoProperties.map((p, i) => ({
        ...p,
        images: paths[2 * i],
        floorPlans: paths[2 * i + 1],
        totalRent: totalRentOf(p),
        createdAt: at(i, 24 * HOUR),
      })),
    );
    await tx
      .insert(blogPosts)
      .values(demoPosts.map((p, i) => ({ ...p, createdAt: at(i, 7 * 24 * HOUR), updatedAt: at(i, 7 * 24 * HOUR) })));
  });
  const pictures = (kind: number) =>
    files.images.filter((_, i) => i % 2 === kind).reduce((sum, list) => sum + list.sources.length, 0);
  const photos = pictures(0);
  const plans = pictures(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace(".", ",");
  logger.info(
    `Beispielinhalte angelegt: ${demoProperties.length} Immobilien mit ${photos} Fotos und ${plans} Grundrissen, ${demoPosts.length} Blogbeiträge (${seconds} s)`,
  );
}
