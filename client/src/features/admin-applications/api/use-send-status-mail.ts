import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusMailInput } from "@shared/status-mails";
import { listOutbox, sendApplicationStatusMail } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";

/** POST /api/applications/{id}/status-mails: queues the mail staff wrote; the Postausgang shows it. */
export function useSendStatusMail(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusMailInput) =>
      callApi(sendApplicationStatusMail, { params: { id: applicationId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listOutbox.path] }),
  });
}
