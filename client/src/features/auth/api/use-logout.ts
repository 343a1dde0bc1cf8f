import { useMutation, useQueryClient } from "@tanstack/react-query";
import { logout } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { authStatusQueryKey, clearCachedAuthStatus, signedOut } from "../lib/auth-status";

/**
 * POST /api/auth/logout. Afterwards nothing of the admin's data stays in memory: the query cache is
 * cleared and the status says "signed out" (the guard then shows the login page).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logout),
    meta: { notASessionCheck: true },
    onSettled: () => {
      // Also after a failed request: locally signed out is the safer state.
      clearCachedAuthStatus();
      queryClient.clear();
      queryClient.setQueryData(authStatusQueryKey, signedOut);
    },
  });
}
