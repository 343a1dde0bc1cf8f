import { useQuery } from "@tanstack/react-query";
import { fetchDocument } from "./fetch-document";

/**
 * One admin-only document as a Blob. Keyed by its own URL (not under ["/api/applications"], so
 * list refreshes do not reload files) and dropped from the cache soon after the viewer closes.
 */
export function useApplicationDocument(url: string | null | undefined, enabled = true) {
  return useQuery<Blob>({
    queryKey: [url ?? ""],
    queryFn: () => fetchDocument(url!),
    enabled: Boolean(url) && enabled,
    gcTime: 30_000,
  });
}
