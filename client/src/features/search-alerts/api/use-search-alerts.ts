import { useMutation } from "@tanstack/react-query";
import { confirmSearchAlert, signUpSearchAlert, unsubscribeSearchAlert } from "@shared/api/endpoints/site";
import type { SearchAlertInput } from "@shared/search/search-alerts";
import { callApi } from "@/lib/call-api";

/** POST /api/search-alerts: saves the search unconfirmed and mails the confirmation link. */
export function useSaveSearchAlert() {
  return useMutation({
    mutationFn: (input: SearchAlertInput) => callApi(signUpSearchAlert, { body: input }),
  });
}

/** The confirm and unsubscribe pages: one POST with the token from the link. */
export function useAlertToken(action: "confirm" | "unsubscribe") {
  return useMutation({
    mutationFn: (token: string) =>
      action === "confirm"
        ? callApi(confirmSearchAlert, { body: { token } })
        : callApi(unsubscribeSearchAlert, { query: { token } }),
  });
}
