import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ImportResponse } from "@shared/contracts/imports";
import { invalidateImportedData } from "./invalidate-imported";

export const IMPORT_URL = "/api/properties/import";

/** POST /api/properties/import: a list of property objects → imported and failed counts with row errors. */
export function useImportProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: unknown[]) => apiJson<ImportResponse>("POST", IMPORT_URL, rows),
    onSuccess: () => invalidateImportedData(queryClient),
  });
}
