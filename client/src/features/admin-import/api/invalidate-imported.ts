import type { QueryClient } from "@tanstack/react-query";
import { propertiesKeyRoot } from "@/lib/shared-queries";

/**
 * After any import every property list (admin and public) is out of date; the dashboard's counts
 * follow every write by themselves.
 */
export function invalidateImportedData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: propertiesKeyRoot() });
}
