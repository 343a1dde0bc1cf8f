import { useMutation } from "@tanstack/react-query";
import { sendContact } from "@shared/api/endpoints/site";
import type { ContactInput } from "@shared/validation/contact";
import { callApi } from "@/lib/call-api";

/** POST /api/contact: the public message form (with `propertyId` when sent from a property page). */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => callApi(sendContact, { body: input }),
  });
}
