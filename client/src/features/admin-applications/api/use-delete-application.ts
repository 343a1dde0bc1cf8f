import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { APPLICATIONS_URL, applicationsQuery } from "@/lib/shared-queries";

/** DELETE /api/applications/{id}: erases the application and both documents (data protection). */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `${APPLICATIONS_URL}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData(applicationsQuery().queryKey, (list) => list?.filter((a) => a.id !== id));
      void queryClient.invalidateQueries({ queryKey: applicationsQuery().queryKey });
    },
  });
}
