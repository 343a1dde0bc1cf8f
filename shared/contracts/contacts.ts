import { createSelectSchema } from "drizzle-zod";
import { contacts } from "../schema/contacts";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** POST /api/contact: the sender learns only that the message was stored. */
export const sentContactAnswer = z.object({ id: z.number().int(), createdAt: timestamp });
export type SentContact = Json<typeof sentContactAnswer>;

/** PATCH /api/contacts/{id} (admin): one message with the title and object number of the property it is about. */
export const contactMessageAnswer = createSelectSchema(contacts, { createdAt: timestamp }).extend({
  propertyTitle: z.string().nullable(),
  propertyObjectNumber: z.string().nullable(),
});
export type ContactMessage = Json<typeof contactMessageAnswer>;

/** GET /api/contacts (admin): every message, newest first. */
export const contactMessageListAnswer = z.array(contactMessageAnswer);
