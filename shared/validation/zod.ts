import { z } from "zod";
import { de } from "zod/locales";

// German default messages for every rule that has no message of its own. jitless: Zod would probe
// `new Function`, which our CSP (no 'unsafe-eval') reports as a violation on every form page.
z.config({ ...de(), jitless: true });

export { z };

/** Empty strings from forms and query strings count as "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const trimmed = () => z.string().trim();
