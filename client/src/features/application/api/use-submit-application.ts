import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatus } from "@shared/enums";
import type { ApplicationInput } from "@shared/validation/application";
import { apiJson } from "@/lib/api-client";

export const APPLICATIONS_URL = "/api/applications";

/** The server answers a new application with these three fields only (nothing of what was sent comes back). */
export type SubmittedApplication = { id: number; status: ApplicationStatus; createdAt: string };

/** POST /api/applications: the tenant self-disclosure with both documents as data URLs. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => apiJson<SubmittedApplication>("POST", APPLICATIONS_URL, input),
    // An admin signed in on this browser sees the new application in their list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [APPLICATIONS_URL] }),
  });
}
