import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusMailInput } from "@shared/status-mails";
import { apiJson } from "@/lib/api-client";
import { APPLICATIONS_URL } from "@/lib/shared-queries";

/** POST /api/applications/{id}/status-mails: queues the mail staff wrote; the Postausgang shows it. */
export function useSendStatusMail(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusMailInput) =>
      apiJson<{ id: number; status: string }>("POST", `${APPLICATIONS_URL}/${applicationId}/status-mails`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/outbox"] }),
  });
}
