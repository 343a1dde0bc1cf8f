// The CSV tab's logic: read the file with the same csv-parse options and row mapping as the
// server's ZIP import, and check every row with the property schema before anything is sent.
import { parse } from "csv-parse/browser/esm/sync";
import { csvParseOptions, propertyFromCsvRecord, type CsvRecord } from "@shared/import-rows";
import { propertyInputSchema } from "@shared/validation/property";
import { describeFieldIssue } from "./field-labels";

export const requiredCsvColumns = [
  "title",
  "type",
  "transactionType",
  "price",
  "size",
  "rooms",
  "address",
  "city",
  "description",
] as const;
export const optionalCsvColumns = ["images", "isHighlight", "status"] as const;
const knownColumns = new Set<string>([...requiredCsvColumns, ...optionalCsvColumns]);

export type CsvPreviewRow = {
  /** Line in the file where the record starts (the header is line 1). */
  line: number;
  /** The property object that would be sent. */
  property: Record<string, unknown>;
  /** German problems found by the property schema; empty when the row is valid. */
  errors: string[];
};

export type CsvPreview = {
  rows: CsvPreviewRow[];
  /** Expected columns the header lacks (their fields are then missing in every row). */
  missingColumns: string[];
  /** Header columns the import does not know; they are ignored. */
  unknownColumns: string[];
};

export type CsvPreviewResult = { ok: true; preview: CsvPreview } | { ok: false; message: string };

type ParsedRecord = { record: CsvRecord; info: { lines: number; columns: { name: string }[] | false } };

const newlines = (record: CsvRecord) =>
  Object.values(record).reduce((sum, value) => sum + (value?.split("\n").length ?? 1) - 1, 0);

function validate(property: Record<string, unknown>): string[] {
  const result = propertyInputSchema.safeParse(property);
  if (result.success) return [];
  return result.error.issues.map((issue) => describeFieldIssue(issue.path.map(String).join("."), issue.message));
}

/** Parses the text of a CSV file (header line, comma separated, quoted fields) into checked rows. */
export function previewCsv(text: string): CsvPreviewResult {
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text, { ...csvParseOptions, info: true }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      message: `Die CSV-Datei konnte nicht gelesen werden${line ? ` (Zeile ${line})` : ""}. Bitte prüfen Sie Trennzeichen und Anführungszeichen.`,
    };
  }
  if (parsed.length === 0)
    return { ok: false, message: "Die CSV-Datei enthält keine Datenzeilen (die erste Zeile ist die Kopfzeile)." };

  const columns = parsed[0].info.columns ? parsed[0].info.columns.map((c) => c.name) : Object.keys(parsed[0].record);
  const rows = parsed.map(({ record, info }) => {
    const property = propertyFromCsvRecord(record);
    return { line: info.lines - newlines(record), property, errors: validate(property) };
  });
  return {
    ok: true,
    preview: {
      rows,
      missingColumns: requiredCsvColumns.filter((column) => !columns.includes(column)),
      unknownColumns: columns.filter((column) => !knownColumns.has(column)),
    },
  };
}

export const validCsvRows = (preview: CsvPreview) => preview.rows.filter((row) => row.errors.length === 0);
export const invalidCsvRows = (preview: CsvPreview) => preview.rows.filter((row) => row.errors.length > 0);
