import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchDocument } from "./fetch-document";

/**
 * One admin-only document as a Blob. Keyed by its own URL (not under ["/api/applications"], so
 * list refreshes do not reload files) and dropped from the cache soon after the viewer closes.
 */
export const applicationDocumentQuery = (url: string) =>
  queryOptions({ queryKey: [url], queryFn: () => fetchDocument(url), gcTime: 30_000 });

export function useApplicationDocument(url: string | null | undefined, enabled = true) {
  return useQuery({ ...applicationDocumentQuery(url ?? ""), enabled: Boolean(url) && enabled });
}
