import { createSelectSchema } from "drizzle-zod";
import { scraperResults } from "../schema/scraper-results";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** GET /api/scraper/status: `ready` is false while a run is in progress; the message says so in German. */
export const scraperStatusAnswer = z.object({ ready: z.boolean(), message: z.string() });
export type ScraperStatus = Json<typeof scraperStatusAnswer>;

/** One scraped listing page, or one failed attempt with its German reason. */
export const scraperResultAnswer = createSelectSchema(scraperResults, { scrapedAt: timestamp });
export type ScraperResult = Json<typeof scraperResultAnswer>;

/** GET /api/scraper/results: every result, newest first, and whether a run is still going. */
export const scraperResultsAnswer = z.object({
  status: z.enum(["running", "idle"]),
  results: z.array(scraperResultAnswer),
  count: z.number().int(),
});
export type ScraperResults = Json<typeof scraperResultsAnswer>;

/** POST /api/scraper/scrape (202): how many portal addresses the started run takes. */
export const scrapeStartedAnswer = z.object({ accepted: z.number().int() });
export type ScrapeStarted = Json<typeof scrapeStartedAnswer>;

/** POST /api/scraper/import/{id} (201): the hidden property the listing became. */
export const scraperImportAnswer = z.object({ id: z.number().int() });
export type ScraperImport = Json<typeof scraperImportAnswer>;
