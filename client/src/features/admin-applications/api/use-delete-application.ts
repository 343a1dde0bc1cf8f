import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteApplication } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { applicationsQuery } from "@/lib/shared-queries";

/** DELETE /api/applications/{id}: erases the application and both documents (data protection). */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteApplication, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData(applicationsQuery().queryKey, (list) => list?.filter((a) => a.id !== id));
      void queryClient.invalidateQueries({ queryKey: applicationsQuery().queryKey });
    },
  });
}
