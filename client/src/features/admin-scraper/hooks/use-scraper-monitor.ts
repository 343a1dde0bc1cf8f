import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useScraperResults } from "../api/use-scraper-results";
import { useScraperStatus } from "../api/use-scraper-status";
import { SCRAPER_RESULTS_KEY, SCRAPER_STATUS_KEY } from "../api/scraper-keys";

/**
 * Status and results together: results keep polling while the status says a run is going, and the
 * moment either side sees the run end, the other is refreshed (final results, scrape button enabled).
 */
export function useScraperMonitor() {
  const queryClient = useQueryClient();
  const status = useScraperStatus();
  const running = status.data?.ready === false;
  const results = useScraperResults({ running });
  const resultsRunning = results.data?.status === "running";

  const previous = useRef({ running, resultsRunning });
  useEffect(() => {
    if (previous.current.resultsRunning && !resultsRunning && running)
      void queryClient.invalidateQueries({ queryKey: SCRAPER_STATUS_KEY });
    if (previous.current.running && !running) void queryClient.invalidateQueries({ queryKey: SCRAPER_RESULTS_KEY });
    previous.current = { running, resultsRunning };
  }, [running, resultsRunning, queryClient]);

  return { status, results, running: running || resultsRunning };
}
