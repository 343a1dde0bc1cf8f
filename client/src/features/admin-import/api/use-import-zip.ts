import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ZipImportResponse } from "@shared/contracts/imports";
import { invalidateImportedData } from "./invalidate-imported";

export const IMPORT_ZIP_URL = "/api/properties/import-zip";

/** POST /api/properties/import-zip: the archive as multipart field `zipFile`. */
export function useImportZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("zipFile", file, file.name);
      return apiJson<ZipImportResponse>("POST", IMPORT_ZIP_URL, form);
    },
    onSuccess: () => invalidateImportedData(queryClient),
  });
}
