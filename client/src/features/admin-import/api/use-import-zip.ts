import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importPropertiesZip } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { invalidateImportedData } from "./invalidate-imported";

/** POST /api/properties/import-zip: the archive as multipart field `zipFile`. */
export function useImportZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("zipFile", file, file.name);
      return callApi(importPropertiesZip, { body: form });
    },
    onSuccess: () => invalidateImportedData(queryClient),
  });
}
