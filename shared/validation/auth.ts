import { z } from "./zod";

export const loginSchema = z.object({
  username: z.string("Benutzername wird benötigt").trim().min(1, "Benutzername wird benötigt").max(100),
  password: z.string("Passwort wird benötigt").min(1, "Passwort wird benötigt").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
