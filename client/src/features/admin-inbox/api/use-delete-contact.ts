import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { CONTACTS_URL, contactsQuery } from "./use-contacts";

/** DELETE /api/contacts/{id}. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `${CONTACTS_URL}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData(contactsQuery().queryKey, (list) => list?.filter((m) => m.id !== id));
      void queryClient.invalidateQueries({ queryKey: contactsQuery().queryKey });
    },
  });
}
