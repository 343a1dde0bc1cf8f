import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "@shared/validation/accounts";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/password: 204; every other session of the account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson<void>("POST", "/api/auth/password", input),
  });
}
