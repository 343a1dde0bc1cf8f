import { z } from "./zod";

/** POST /api/properties/import: one listing or a list of them; each row is checked on its own. */
export const importBodySchema = z.union(
  [z.array(z.unknown()), z.record(z.string(), z.unknown()).transform((row) => [row])],
  "Bitte senden Sie eine Immobilie oder eine Liste von Immobilien.",
);
