import { noPortalUrlsMessage } from "../portal-url";
import { z } from "./zod";

/** POST /api/scraper/scrape: the pages to scrape (the service keeps only the portal's). */
export const scrapeBodySchema = z.object({
  urls: z.array(z.string().max(2000), noPortalUrlsMessage).min(1, noPortalUrlsMessage).max(200),
});
