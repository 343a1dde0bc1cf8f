import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScrapeStarted } from "@shared/contracts/scraper";
import { apiJson } from "@/lib/api-client";
import { RESULTS_DELAY_MS, SCRAPER_RESULTS_KEY, SCRAPER_STATUS_KEY } from "./scraper-keys";

/** POST /api/scraper/scrape (202 { accepted }): starts a run; the status is re-read at once, results 2 s later. */
export function useStartScrape() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => apiJson<ScrapeStarted>("POST", "/api/scraper/scrape", { urls }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCRAPER_STATUS_KEY });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: SCRAPER_RESULTS_KEY }), RESULTS_DELAY_MS);
    },
  });
}
