import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { openimmoExport, openimmoImport, openimmoLastExport } from "@shared/api/endpoints/admin";
import { callApi, fetchApi, getApi } from "@/lib/call-api";
import { invalidateImportedData } from "./invalidate-imported";
import { saveFile } from "@/lib/save-file";

const LAST_EXPORT_KEY = ["openimmo", "last-export"] as const;

/** POST /api/openimmo/import: a ZIP or bare XML as multipart field `file`. */
export function useOpenimmoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return callApi(openimmoImport, { body: form });
    },
    onSuccess: () => invalidateImportedData(queryClient),
  });
}

/** GET /api/openimmo/exports/last: when the feed was last downloaded (by anyone, or a portal). */
export function useLastOpenimmoExport() {
  return useQuery({
    queryKey: LAST_EXPORT_KEY,
    queryFn: () => getApi(openimmoLastExport),
  });
}

/** The feed's address: full, or the changes since a day (the start of that day, local time). */
const exportQuery = (sinceDay?: string) => ({
  since: sinceDay ? new Date(`${sinceDay}T00:00:00`).toISOString() : undefined,
});

/** Downloads the feed as a file and then refreshes 'last fetched'. */
export function useDownloadOpenimmo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sinceDay?: string) => {
      const response = await fetchApi(openimmoExport, { query: exportQuery(sinceDay) });
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "openimmo.zip";
      saveFile(await response.blob(), name);
      return name;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LAST_EXPORT_KEY }),
  });
}
