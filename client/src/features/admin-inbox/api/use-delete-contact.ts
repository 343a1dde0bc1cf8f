import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteContact } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { contactsQuery } from "./use-contacts";

/** DELETE /api/contacts/{id}. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteContact, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData(contactsQuery().queryKey, (list) => list?.filter((m) => m.id !== id));
      void queryClient.invalidateQueries({ queryKey: contactsQuery().queryKey });
    },
  });
}
