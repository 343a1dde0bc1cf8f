import { z } from "./zod";

/** GET /api/outbox?page=n */
export const outboxPageQuerySchema = z.object({
  page: z.coerce.number("Ungültige Seite").int("Ungültige Seite").min(1, "Ungültige Seite").max(100_000).default(1),
});
