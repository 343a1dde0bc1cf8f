import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getOutboxMail, listOutbox, resendOutboxMail } from "@shared/api/endpoints/admin";
import { callApi, getApi } from "@/lib/call-api";

const OUTBOX_URL = listOutbox.path;

/** GET /api/outbox?page=n (staff): a page of mails, newest first. */
export function useOutboxPage(page: number) {
  return useQuery({
    queryKey: [OUTBOX_URL, { page }],
    queryFn: () => getApi(listOutbox, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/outbox/{id}: one mail with both parts. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: [OUTBOX_URL, id],
    queryFn: () => getApi(getOutboxMail, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** POST /api/outbox/{id}/resend ("Erneut senden"): answers the new state, not the body. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(resendOutboxMail, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_URL] }),
  });
}
