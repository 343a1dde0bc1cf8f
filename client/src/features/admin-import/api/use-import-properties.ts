import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importProperties } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { invalidateImportedData } from "./invalidate-imported";

/** POST /api/properties/import: a list of property objects → imported and failed counts with row errors. */
export function useImportProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: unknown[]) => callApi(importProperties, { body: rows }),
    onSuccess: () => invalidateImportedData(queryClient),
  });
}
