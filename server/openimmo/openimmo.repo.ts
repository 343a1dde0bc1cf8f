import { asc, desc, gt, ne } from "drizzle-orm";
import { listingRemovals, openimmoExports, properties, type OpenimmoExport, type Property } from "@shared/schema/index";
import type { Db } from "../db/client";

export function createOpenimmoRepo(db: Db) {
  return {
    /** Every listing visitors see, oldest first (a stable order for the feed). */
    publicListings: (): Promise<Property[]> =>
      db.select().from(properties).where(ne(properties.status, "hidden")).orderBy(asc(properties.id)),
    /** Listings changed after `since`, hidden ones included. */
    changedSince: (since: Date): Promise<Property[]> =>
      db.select().from(properties).where(gt(properties.updatedAt, since)).orderBy(asc(properties.id)),
    removedSince: (since: Date) =>
      db.select().from(listingRemovals).where(gt(listingRemovals.removedAt, since)).orderBy(asc(listingRemovals.id)),
    async recordExport(entry: Omit<OpenimmoExport, "id" | "fetchedAt">): Promise<OpenimmoExport> {
      const [row] = await db.insert(openimmoExports).values(entry).returning();
      return row;
    },
    async lastExport(): Promise<OpenimmoExport | undefined> {
      const [row] = await db
        .select()
        .from(openimmoExports)
        .orderBy(desc(openimmoExports.fetchedAt), desc(openimmoExports.id))
        .limit(1);
      return row;
    },
  };
}

export type OpenimmoRepo = ReturnType<typeof createOpenimmoRepo>;
