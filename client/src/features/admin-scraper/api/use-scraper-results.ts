import { queryOptions, useQuery } from "@tanstack/react-query";
import { scraperResults } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";
import { RESULTS_DELAY_MS, SCRAPER_RESULTS_KEY } from "./scraper-keys";

/** GET /api/scraper/results: every result, newest first, and whether a run is going. */
export const fetchScraperResults = () => getApi(scraperResults);

export const scraperResultsQuery = () => queryOptions({ queryKey: SCRAPER_RESULTS_KEY, queryFn: fetchScraperResults });

/** Polls every 2 s while a run is in progress (`running`, or the answer says so). */
export function useScraperResults({ running = false }: { running?: boolean } = {}) {
  return useQuery({
    ...scraperResultsQuery(),
    refetchInterval: (query) => (running || query.state.data?.status === "running" ? RESULTS_DELAY_MS : false),
  });
}
