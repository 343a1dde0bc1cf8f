import { recordId } from "./common";
import { emptyToUndefined, z } from "./zod";

export const nameRule = () => z.string().trim().min(2, "Name muss mindestens 2 Zeichen enthalten").max(120);
export const emailRule = () => z.string().trim().max(254).email("Gültige E-Mail-Adresse erforderlich");

export const contactInputSchema = z.object({
  name: nameRule(),
  email: emailRule(),
  phone: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  message: z.string().trim().min(10, "Nachricht muss mindestens 10 Zeichen enthalten").max(5000),
  propertyId: recordId("Ungültige Immobilie").optional(),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactPatchSchema = z.object({ handled: z.boolean() });
