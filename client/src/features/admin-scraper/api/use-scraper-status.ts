import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScraperStatus } from "@shared/contracts/scraper";
import { getJson } from "@/lib/get-json";
import { SCRAPER_STATUS_KEY, STATUS_POLL_MS } from "./scraper-keys";

/** GET /api/scraper/status: `ready` enables the scrape action. */
export const fetchScraperStatus = () => getJson<ScraperStatus>("/api/scraper/status");

export const scraperStatusQuery = () => queryOptions({ queryKey: SCRAPER_STATUS_KEY, queryFn: fetchScraperStatus });

/** Polled every 5 s. */
export function useScraperStatus() {
  return useQuery({ ...scraperStatusQuery(), refetchInterval: STATUS_POLL_MS });
}
