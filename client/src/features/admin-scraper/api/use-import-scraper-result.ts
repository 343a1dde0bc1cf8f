import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { SCRAPER_RESULTS_KEY } from "./scraper-keys";

/** POST /api/scraper/import/{id} (201 { id }): the listing becomes a hidden property. */
export function useImportScraperResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) => apiJson<{ id: number }>("POST", `/api/scraper/import/${resultId}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SCRAPER_RESULTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/properties"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
      ]),
  });
}
