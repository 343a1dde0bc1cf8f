import { useMutation, useQueryClient } from "@tanstack/react-query";
import { submitApplication } from "@shared/api/endpoints/site";
import type { ApplicationInput } from "@shared/validation/application";
import { callApi } from "@/lib/call-api";
import { applicationsQueryKey } from "@/lib/shared-queries";

/** POST /api/applications: the tenant self-disclosure with both documents as data URLs. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => callApi(submitApplication, { body: input }),
    // An admin signed in on this browser sees the new application in their list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey() }),
  });
}
