import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validation/auth";
import { apiJson } from "@/lib/api-client";
import type { AuthStatus, AuthUser } from "@shared/contracts/auth";
import { authStatusQueryKey, writeCachedAuthStatus } from "../lib/auth-status";

/** POST /api/auth/login; on success the cached status says "signed in". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => apiJson<AuthUser>("POST", "/api/auth/login", credentials),
    // A 401 here means "wrong password", not "session expired".
    meta: { notASessionCheck: true },
    onSuccess: (user) => {
      const status: AuthStatus = { authenticated: true, user };
      writeCachedAuthStatus(status);
      queryClient.setQueryData(authStatusQueryKey, status);
    },
  });
}
