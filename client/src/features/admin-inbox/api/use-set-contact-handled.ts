import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ContactMessage } from "@shared/contracts/contacts";
import { CONTACTS_URL, contactsQuery } from "./use-contacts";

/** PATCH /api/contacts/{id} {handled}; the list and the sidebar badge follow at once. */
export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiJson<ContactMessage>("PATCH", `${CONTACTS_URL}/${id}`, { handled }),
    onSuccess: (updated) => {
      queryClient.setQueryData(contactsQuery().queryKey, (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      );
      void queryClient.invalidateQueries({ queryKey: contactsQuery().queryKey });
    },
  });
}
