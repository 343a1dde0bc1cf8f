import { jsonImportRows } from "@shared/import-rows";

export const emptyJsonMessage = "Bitte geben Sie gültige JSON-Daten ein.";
export const invalidJsonTitle = "Ungültiges JSON-Format";
export const invalidJsonMessage =
  "Die Daten konnten nicht gelesen werden. Bitte prüfen Sie Klammern, Kommas und Anführungszeichen.";

export type JsonInputResult = { ok: true; rows: unknown[] } | { ok: false; reason: "empty" | "invalid" };

/** The JSON tab's input: a list of properties, or one property object (wrapped into a list). */
export function parseJsonInput(text: string): JsonInputResult {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  try {
    return { ok: true, rows: jsonImportRows(JSON.parse(trimmed)) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
