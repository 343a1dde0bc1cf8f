import { z } from "./zod";

/** Route parameter `:id`: a positive integer, anything else is a 400. */
export const idParamSchema = z.object({
  id: z.coerce.number("Ungültige ID").int("Ungültige ID").positive("Ungültige ID").max(2_147_483_647, "Ungültige ID"),
});
