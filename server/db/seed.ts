import { count } from "drizzle-orm";
import { blogPosts, properties } from "@shared/schema/index";
import { totalRentOf } from "@shared/listing/costs";
import type { Db } from "./client";
import type { Logger } from "../logger";
import { demoPosts, demoProperties } from "./demo-content";

const HOUR = 60 * 60 * 1000;

/** Demo listings and posts for an empty development database; a day apart so the order is stable. */
export async function seedDemoContent(db: Db, logger: Logger): Promise<void> {
  const [{ value: propertyCount }] = await db.select({ value: count() }).from(properties);
  const [{ value: postCount }] = await db.select({ value: count() }).from(blogPosts);
  if (propertyCount > 0 || postCount > 0) return;
  const now = Date.now();
  const at = (i: number, step: number) => new Date(now - i * step);
  // Inserted directly, so the Warmmiete the service computes on every write is computed here.
  await db
    .insert(properties)
    .values(demoProperties.map((p, i) => ({ ...p, totalRent: totalRentOf(p), createdAt: at(i, 24 * HOUR) })));
  await db
    .insert(blogPosts)
    .values(demoPosts.map((p, i) => ({ ...p, createdAt: at(i, 7 * 24 * HOUR), updatedAt: at(i, 7 * 24 * HOUR) })));
  logger.info(`Beispielinhalte angelegt: ${demoProperties.length} Immobilien, ${demoPosts.length} Blogbeiträge`);
}
