import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Account } from "@shared/contracts/accounts";
import type { AccountPatch, InviteAccountInput } from "@shared/validation/accounts";
import { apiJson } from "@/lib/api-client";
import { getJson } from "@/lib/get-json";

export const USERS_URL = "/api/users";
export const accountsQuery = () =>
  queryOptions({ queryKey: [USERS_URL], queryFn: () => getJson<Account[]>(USERS_URL) });

/** GET /api/users (owners): every account, by name. */
export function useAccounts() {
  return useQuery(accountsQuery());
}

/** POST /api/users: invites a colleague (the list follows). */
export function useInviteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAccountInput) => apiJson<Account>("POST", USERS_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery().queryKey }),
  });
}

/** PATCH /api/users/{id}: role and/or active. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AccountPatch }) =>
      apiJson<Account>("PATCH", `${USERS_URL}/${id}`, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountsQuery().queryKey, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      // Audit entries and, when one's own role changed, the signed-in state follow.
      void queryClient.invalidateQueries();
    },
  });
}
