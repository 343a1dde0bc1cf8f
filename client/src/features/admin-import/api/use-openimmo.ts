import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/lib/api-client";
import { getJson } from "@/lib/get-json";
import type { OpenimmoImportResponse, OpenimmoLastExportResponse } from "@shared/contracts/openimmo";
import { invalidateImportedData } from "./invalidate-imported";

export const OPENIMMO_IMPORT_URL = "/api/openimmo/import";
export const OPENIMMO_EXPORT_URL = "/api/openimmo/export.zip";
const LAST_EXPORT_KEY = ["openimmo", "last-export"] as const;

/** POST /api/openimmo/import: a ZIP or bare XML as multipart field `file`. */
export function useOpenimmoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return apiJson<OpenimmoImportResponse>("POST", OPENIMMO_IMPORT_URL, form);
    },
    onSuccess: () => invalidateImportedData(queryClient),
  });
}

/** GET /api/openimmo/exports/last: when the feed was last downloaded (by anyone, or a portal). */
export function useLastOpenimmoExport() {
  return useQuery({
    queryKey: LAST_EXPORT_KEY,
    queryFn: () => getJson<OpenimmoLastExportResponse>("/api/openimmo/exports/last"),
  });
}

/** The feed's address: full, or the changes since a day (the start of that day, local time). */
export function exportUrl(sinceDay?: string) {
  if (!sinceDay) return OPENIMMO_EXPORT_URL;
  const since = new Date(`${sinceDay}T00:00:00`).toISOString();
  return `${OPENIMMO_EXPORT_URL}?since=${encodeURIComponent(since)}`;
}

/** Downloads the feed as a file and then refreshes 'last fetched'. */
export function useDownloadOpenimmo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sinceDay?: string) => {
      const response = await apiRequest("GET", exportUrl(sinceDay));
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "openimmo.zip";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LAST_EXPORT_KEY }),
  });
}
