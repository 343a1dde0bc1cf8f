import type { QueryClient } from "@tanstack/react-query";

/** After any import: property lists (admin and public) and the dashboard counts are out of date. */
export function invalidateImportedData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/properties"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
  ]);
}
