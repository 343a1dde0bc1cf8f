import { useQuery } from "@tanstack/react-query";
import type { ContactMessage } from "../types";

export const CONTACTS_URL = "/api/contacts";

/** GET /api/contacts (admin): every contact message, newest first. */
export function useContacts() {
  return useQuery<ContactMessage[]>({ queryKey: [CONTACTS_URL] });
}
