import { useQuery } from "@tanstack/react-query";
import type { ScraperStatus } from "../lib/scraper-types";
import { SCRAPER_STATUS_KEY, STATUS_POLL_MS } from "./scraper-keys";

/** GET /api/scraper/status, polled every 5 s: `ready` enables the scrape action. */
export function useScraperStatus() {
  return useQuery<ScraperStatus>({ queryKey: SCRAPER_STATUS_KEY, refetchInterval: STATUS_POLL_MS });
}
