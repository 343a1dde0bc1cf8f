import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutboxMailSummary, OutboxMailView, OutboxPage } from "@shared/contracts/outbox";
import { apiJson } from "@/lib/api-client";
import { getJson } from "@/lib/get-json";

export const OUTBOX_URL = "/api/outbox";

/** GET /api/outbox?page=n (staff): a page of mails, newest first. */
export function useOutboxPage(page: number) {
  return useQuery({
    queryKey: [OUTBOX_URL, { page }],
    queryFn: () => getJson<OutboxPage>(`${OUTBOX_URL}?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/outbox/{id}: one mail with both parts. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: [OUTBOX_URL, id],
    queryFn: () => getJson<OutboxMailView>(`${OUTBOX_URL}/${id}`),
    enabled: id !== null,
  });
}

/** POST /api/outbox/{id}/resend ("Erneut senden"): answers the new state, not the body. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<OutboxMailSummary>("POST", `${OUTBOX_URL}/${id}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_URL] }),
  });
}
