import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatus } from "@shared/enums";
import { setApplicationStatus } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { applicationsQuery } from "@/lib/shared-queries";

export type StatusChange = { id: number; status: ApplicationStatus };

/** PATCH /api/applications/{id}/status; the list shows the new status at once, then refetches. */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: StatusChange) => callApi(setApplicationStatus, { params: { id }, body: { status } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(applicationsQuery().queryKey, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      void queryClient.invalidateQueries({ queryKey: applicationsQuery().queryKey });
    },
  });
}
