import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setContactHandled } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { contactsQuery } from "./use-contacts";

/** PATCH /api/contacts/{id} {handled}; the list and the sidebar badge follow at once. */
export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      callApi(setContactHandled, { params: { id }, body: { handled } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(contactsQuery().queryKey, (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      );
      void queryClient.invalidateQueries({ queryKey: contactsQuery().queryKey });
    },
  });
}
