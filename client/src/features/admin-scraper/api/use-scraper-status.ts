import { queryOptions, useQuery } from "@tanstack/react-query";
import { scraperStatus } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";
import { SCRAPER_STATUS_KEY, STATUS_POLL_MS } from "./scraper-keys";

/** GET /api/scraper/status: `ready` enables the scrape action. */
export const fetchScraperStatus = () => getApi(scraperStatus);

export const scraperStatusQuery = () => queryOptions({ queryKey: SCRAPER_STATUS_KEY, queryFn: fetchScraperStatus });

/** Polled every 5 s. */
export function useScraperStatus() {
  return useQuery({ ...scraperStatusQuery(), refetchInterval: STATUS_POLL_MS });
}
