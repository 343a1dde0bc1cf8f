// The comparison key of a place name, apart from the list of Berlin's places (place-search.ts),
// which the list page loads later than this.

const spelledOut: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue", ß: "ss", ẞ: "ss" };

/**
 * "Prenzlauer Berg" → "prenzlauerberg", "Neukölln" → "neukoelln": umlauts spelled out, lower
 * case, only a-z and 0-9. placeKeySql (shared/schema/place-key.ts) is the same in SQL.
 */
export function placeKey(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[äöüÄÖÜßẞ]/g, (c) => spelledOut[c])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}
