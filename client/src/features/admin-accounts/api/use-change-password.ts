import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "@shared/validation/accounts";
import { changePassword } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";

/** POST /api/auth/password: 204; every other session of the account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => callApi(changePassword, { body: input }),
  });
}
