import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { AdminApplication } from "../types";
import { APPLICATIONS_URL } from "./use-applications";

/** DELETE /api/applications/{id}: erases the application and both documents (data protection). */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `${APPLICATIONS_URL}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminApplication[]>([APPLICATIONS_URL], (list) => list?.filter((a) => a.id !== id));
      void queryClient.invalidateQueries({ queryKey: [APPLICATIONS_URL] });
    },
  });
}
