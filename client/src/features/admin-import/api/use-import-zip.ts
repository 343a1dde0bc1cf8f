import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ImportResponse } from "../lib/import-summary";
import { invalidateImportedData } from "./invalidate-imported";

export const IMPORT_ZIP_URL = "/api/properties/import-zip";

/** Answer of POST /api/properties/import-zip (errors are `{ message }`). */
export type ZipImportResponse = {
  success: boolean;
  message: string;
  importedProperties: { id: number; title: string }[];
  failed?: number;
  errors?: ImportResponse["errors"];
};

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
