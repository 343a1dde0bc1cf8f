import { queryOptions, useQuery } from "@tanstack/react-query";
import { listContacts } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";

export const contactsQueryKey = () => [listContacts.path] as const;

/** GET /api/contacts (admin): every contact message, newest first. */
export const fetchContacts = () => getApi(listContacts);

export const contactsQuery = () => queryOptions({ queryKey: contactsQueryKey(), queryFn: fetchContacts });

export function useContacts() {
  return useQuery(contactsQuery());
}
