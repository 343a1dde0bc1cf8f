import { useQuery } from "@tanstack/react-query";
import type { ScraperResults } from "../lib/scraper-types";
import { RESULTS_DELAY_MS, SCRAPER_RESULTS_KEY } from "./scraper-keys";

/** GET /api/scraper/results; polls every 2 s while a run is in progress (`running`, or the answer says so). */
export function useScraperResults({ running = false }: { running?: boolean } = {}) {
  return useQuery<ScraperResults>({
    queryKey: SCRAPER_RESULTS_KEY,
    refetchInterval: (query) => (running || query.state.data?.status === "running" ? RESULTS_DELAY_MS : false),
  });
}
