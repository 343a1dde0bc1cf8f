import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactMessage } from "@shared/contracts/contacts";
import { getJson } from "@/lib/get-json";

export const CONTACTS_URL = "/api/contacts";
export const contactsQueryKey = () => [CONTACTS_URL] as const;

/** GET /api/contacts (admin): every contact message, newest first. */
export const fetchContacts = () => getJson<ContactMessage[]>(CONTACTS_URL);

export const contactsQuery = () => queryOptions({ queryKey: contactsQueryKey(), queryFn: fetchContacts });

export function useContacts() {
  return useQuery(contactsQuery());
}
