import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import type { AuthStatus } from "@shared/contracts/auth";
import { authStatusQueryKey, clearCachedAuthStatus, signedOut } from "@/features/auth/lib/auth-status";
import { isUnauthorized, type SessionCheckMeta } from "@/lib/unauthorized";

/**
 * One place for "the session has expired": any admin query or mutation answered with 401 marks the
 * admin as signed out. The guard (RequireAdmin) then opens the login page with ?next= pointing back
 * to the page, so after signing in the admin lands where they were.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const expire = (error: unknown, meta: SessionCheckMeta | undefined) => {
      if (!isUnauthorized(error) || meta?.notASessionCheck) return;
      if (!queryClient.getQueryData<AuthStatus>(authStatusQueryKey)?.authenticated) return; // already handled
      clearCachedAuthStatus();
      queryClient.setQueryData(authStatusQueryKey, signedOut);
      toast({ variant: "destructive", title: "Sitzung abgelaufen", description: "Bitte melden Sie sich erneut an." });
    };

    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") expire(event.action.error, event.query.meta);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && event.mutation)
        expire(event.action.error, event.mutation.options.meta);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
