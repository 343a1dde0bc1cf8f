import { useMutation } from "@tanstack/react-query";
import type { SentContact } from "@shared/contracts/contacts";
import type { ContactInput } from "@shared/validation/contact";
import { apiJson } from "@/lib/api-client";

export const CONTACT_URL = "/api/contact";

/** POST /api/contact: the public message form (with `propertyId` when sent from a property page). */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => apiJson<SentContact>("POST", CONTACT_URL, input),
  });
}
