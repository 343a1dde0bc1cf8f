import type { Contact } from "@shared/schema/contacts";
import type { Jsonified } from "@/lib/json";

/** A contact message as GET /api/contacts returns it, with the title of the property it is about. */
export type ContactMessage = Jsonified<Contact> & { propertyTitle: string | null };
