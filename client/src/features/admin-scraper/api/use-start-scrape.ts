import { useMutation, useQueryClient } from "@tanstack/react-query";
import { startScrape } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { RESULTS_DELAY_MS, SCRAPER_RESULTS_KEY, SCRAPER_STATUS_KEY } from "./scraper-keys";

/** POST /api/scraper/scrape (202 { accepted }): starts a run; the status is re-read at once, results 2 s later. */
export function useStartScrape() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => callApi(startScrape, { body: { urls } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCRAPER_STATUS_KEY });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: SCRAPER_RESULTS_KEY }), RESULTS_DELAY_MS);
    },
  });
}
