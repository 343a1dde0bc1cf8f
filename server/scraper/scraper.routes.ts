import { routeHandlers } from "../http/mount-routes";
import type { ScraperService } from "./scraper.service";

/** The portal scraper (staff). */
export const scraperHandlers = (scraper: ScraperService) =>
  routeHandlers({
    scraperStatus: (_input, reply) => reply(200, scraper.status()),
    scraperResults: async (_input, reply) => reply(200, await scraper.results()),
    startScrape: ({ body }, reply) => reply(202, scraper.start(body.urls)),
    importScraperResult: async ({ params }, reply) => reply(201, await scraper.importResult(params.id)),
  });
