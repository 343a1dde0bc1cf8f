// How one cell of an import file becomes a value. Two notations: SPEC's comma file (dot decimals,
// isHighlight only for the text "true") and the German one of semicolon files (decimal comma,
// dot thousands, "ja"/"nein"). Unreadable text is passed on unchanged, so the property schema
// answers it with its German message.
import { germanDateToIso } from "../dates";
import { parseGermanNumber } from "../german-number";

export type CsvNotation = "comma-file" | "german";

/** The cell's text, or undefined when empty. */
export const textCell = (raw: string | undefined): string | undefined => {
  const text = (raw ?? "").trim();
  return text === "" ? undefined : text;
};

/**
 * "1.450,00" → 1450, "84,5" → 84.5, "84.5" → 84.5, "1.450" → 1450 (German, the shared rule of
 * parseGermanNumber); "2.5" → 2.5 (comma file). Units (€, m², qm, kWh/(m²·a)) and spaces are
 * ignored. Not a number → NaN.
 */
export function numberCell(raw: string | undefined, notation: CsvNotation): number | undefined {
  const text = textCell(raw);
  if (text === undefined) return undefined;
  if (notation === "comma-file") return Number(text.replace(",", "."));
  return parseGermanNumber(text) ?? Number.NaN;
}

const yes = new Set(["ja", "j", "x", "1", "true", "wahr", "yes", "y", "vorhanden"]);
const no = new Set(["nein", "n", "0", "false", "falsch", "no", "-", "nicht vorhanden"]);

/** "ja"/"nein" (also x, 1/0, wahr/falsch, true/false); anything else stays text for the schema. */
export function booleanCell(raw: string | undefined): boolean | string | undefined {
  const text = textCell(raw);
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (yes.has(lower)) return true;
  if (no.has(lower)) return false;
  return text;
}

/** "31.12.2030" or "2030-12-31" → "2030-12-31"; anything else stays text for the schema. */
export function dateCell(raw: string | undefined): string | undefined {
  const text = textCell(raw);
  if (text === undefined) return undefined;
  const padded = text.replace(
    /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
    (_, d: string, m: string, y: string) => `${d.padStart(2, "0")}.${m.padStart(2, "0")}.${y}`,
  );
  return germanDateToIso(padded) ?? text;
}

/** Lower case, umlauts spelled out, only letters and digits: "Wohnfläche (m²)" → "wohnflaeche". */
export function normalizeName(text: string): string {
  return text
    .replace(/\([^)]*\)/g, "")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/m²|€/g, "")
    .replace(/[^a-z0-9+]/g, "");
}

const lookups = new WeakMap<object, Map<string, string>>();

/** Normalised name → value, built once per enumeration. */
function lookupFor<T extends string>(values: readonly T[], labels: Record<T, string>, synonyms: Record<string, T>) {
  let lookup = lookups.get(synonyms);
  if (!lookup) {
    lookup = new Map<string, string>();
    for (const [name, value] of Object.entries(synonyms)) lookup.set(normalizeName(name), value);
    for (const value of values) lookup.set(normalizeName(labels[value]), value);
    for (const value of values) lookup.set(normalizeName(value), value);
    lookups.set(synonyms, lookup);
  }
  return lookup;
}

/**
 * An enumeration cell: the JSON value, its German label or a common synonym (any case, umlauts
 * or not). Unknown text is passed on unchanged.
 */
export function enumCell<T extends string>(
  raw: string | undefined,
  values: readonly T[],
  labels: Record<T, string>,
  synonyms: Record<string, T> = {},
): T | string | undefined {
  const text = textCell(raw);
  if (text === undefined) return undefined;
  return lookupFor(values, labels, synonyms).get(normalizeName(text)) ?? text;
}

/** A list cell (images, floor plans): split at semicolons, vertical bars or line breaks. */
export function listCell(raw: string | undefined, separators = /[;|\n]/): string[] {
  return (raw ?? "")
    .split(separators)
    .map((s) => s.trim())
    .filter(Boolean);
}
