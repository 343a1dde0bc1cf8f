import { z } from "zod";
import { de } from "zod/locales";

// German default messages for every rule that has no message of its own.
z.config(de());

export { z };

/** Empty strings from forms and query strings count as "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const trimmed = () => z.string().trim();
