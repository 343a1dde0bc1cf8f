import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmittedApplication } from "@shared/contracts/applications";
import type { ApplicationInput } from "@shared/validation/application";
import { apiJson } from "@/lib/api-client";
import { APPLICATIONS_URL, applicationsQueryKey } from "@/lib/shared-queries";

/** POST /api/applications: the tenant self-disclosure with both documents as data URLs. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => apiJson<SubmittedApplication>("POST", APPLICATIONS_URL, input),
    // An admin signed in on this browser sees the new application in their list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey() }),
  });
}
