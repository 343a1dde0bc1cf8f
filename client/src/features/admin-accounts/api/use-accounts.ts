import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { inviteAccount, listAccounts, updateAccount } from "@shared/api/endpoints/admin";
import type { AccountPatch, InviteAccountInput } from "@shared/validation/accounts";
import { callApi, getApi } from "@/lib/call-api";

export const accountsQuery = () => queryOptions({ queryKey: [listAccounts.path], queryFn: () => getApi(listAccounts) });

/** GET /api/users (owners): every account, by name. */
export function useAccounts() {
  return useQuery(accountsQuery());
}

/** POST /api/users: invites a colleague (the list follows). */
export function useInviteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAccountInput) => callApi(inviteAccount, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery().queryKey }),
  });
}

/** PATCH /api/users/{id}: role and/or active. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AccountPatch }) =>
      callApi(updateAccount, { params: { id }, body: patch }),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountsQuery().queryKey, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      // Audit entries and, when one's own role changed, the signed-in state follow.
      void queryClient.invalidateQueries();
    },
  });
}
