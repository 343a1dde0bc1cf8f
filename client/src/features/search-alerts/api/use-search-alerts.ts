import { useMutation, useQuery } from "@tanstack/react-query";
import type { AlertDemandRow } from "@shared/contracts/search-alerts";
import type { SearchAlertInput } from "@shared/search/search-alerts";
import { apiJson } from "@/lib/api-client";
import { getJson } from "@/lib/get-json";

export const SEARCH_ALERTS_URL = "/api/search-alerts";

type MessageAnswer = { message: string };

/** POST /api/search-alerts: saves the search unconfirmed and mails the confirmation link. */
export function useSaveSearchAlert() {
  return useMutation({
    mutationFn: (input: SearchAlertInput) => apiJson<MessageAnswer>("POST", SEARCH_ALERTS_URL, input),
  });
}

/** The confirm and unsubscribe pages: one POST with the token from the link. */
export function useAlertToken(action: "confirm" | "unsubscribe") {
  return useMutation({
    mutationFn: (token: string) =>
      action === "confirm"
        ? apiJson<MessageAnswer>("POST", `${SEARCH_ALERTS_URL}/confirm`, { token })
        : apiJson<MessageAnswer>("POST", `${SEARCH_ALERTS_URL}/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}

/** Staff: active alerts per search (the demand), without addresses. */
export function useAlertDemand() {
  return useQuery({
    queryKey: [SEARCH_ALERTS_URL, "demand"],
    queryFn: () => getJson<AlertDemandRow[]>(`${SEARCH_ALERTS_URL}/demand`),
  });
}
