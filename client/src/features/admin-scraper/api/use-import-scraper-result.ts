import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importScraperResult } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { propertiesKeyRoot } from "@/lib/shared-queries";
import { SCRAPER_RESULTS_KEY } from "./scraper-keys";

/** POST /api/scraper/import/{id} (201 { id }): the listing becomes a hidden property. */
export function useImportScraperResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) => callApi(importScraperResult, { params: { id: resultId } }),
    // The dashboard's counts follow every successful write by themselves.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SCRAPER_RESULTS_KEY }),
        queryClient.invalidateQueries({ queryKey: propertiesKeyRoot() }),
      ]),
  });
}
