import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ContactMessage } from "../types";
import { CONTACTS_URL } from "./use-contacts";

/** DELETE /api/contacts/{id}. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `${CONTACTS_URL}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ContactMessage[]>([CONTACTS_URL], (list) => list?.filter((m) => m.id !== id));
      void queryClient.invalidateQueries({ queryKey: [CONTACTS_URL] });
    },
  });
}
