import type { ScraperResult as ScraperResultRow } from "@shared/schema/scraper-results";
import type { Jsonified } from "@/lib/json";

/** GET /api/scraper/status: ready is false while a run is in progress. */
export type ScraperStatus = { ready: boolean; message: string };

/** One result as GET /api/scraper/results sends it (older servers used bilder_anzahl). */
export type ScraperResult = Jsonified<ScraperResultRow> & { bilder_anzahl?: number };

export type ScraperResults = { status: "running" | "idle"; results: ScraperResult[]; count: number };
