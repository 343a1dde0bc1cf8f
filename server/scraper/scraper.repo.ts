import { desc, eq } from "drizzle-orm";
import { scraperResults, type ScraperResult } from "@shared/schema/index";
import type { Db } from "../db/client";

export type NewScraperResult = typeof scraperResults.$inferInsert;

export function createScraperRepo(db: Db) {
  return {
    async insert(values: NewScraperResult): Promise<ScraperResult> {
      const [row] = await db.insert(scraperResults).values(values).returning();
      return row;
    },
    list: (): Promise<ScraperResult[]> =>
      db.select().from(scraperResults).orderBy(desc(scraperResults.scrapedAt), desc(scraperResults.id)),
    async find(id: number): Promise<ScraperResult | undefined> {
      const [row] = await db.select().from(scraperResults).where(eq(scraperResults.id, id)).limit(1);
      return row;
    },
    async markImported(id: number, propertyId: number): Promise<void> {
      await db.update(scraperResults).set({ importedPropertyId: propertyId }).where(eq(scraperResults.id, id));
    },
  };
}

export type ScraperRepo = ReturnType<typeof createScraperRepo>;
