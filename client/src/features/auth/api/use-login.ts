import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validation/auth";
import { login } from "@shared/api/endpoints/admin";
import type { AuthStatus } from "@shared/contracts/auth";
import { callApi } from "@/lib/call-api";
import { authStatusQueryKey, writeCachedAuthStatus } from "../lib/auth-status";

/** POST /api/auth/login; on success the cached status says "signed in". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => callApi(login, { body: credentials }),
    // A 401 here means "wrong password", not "session expired".
    meta: { notASessionCheck: true },
    onSuccess: (user) => {
      const status: AuthStatus = { authenticated: true, user };
      writeCachedAuthStatus(status);
      queryClient.setQueryData(authStatusQueryKey, status);
    },
  });
}
