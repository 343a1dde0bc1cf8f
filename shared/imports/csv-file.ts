// Reads an import CSV file into property rows: SPEC's comma file and German Excel exports alike.
// The browser's CSV tab and the server's ZIP import use this same reader (each passes in its own
// build of csv-parse), so a file is understood the same way wherever it is imported.
import { listingFieldLabels } from "../listing/field-labels";
import { features, featureLabels, type Feature } from "../listing/labels";
import { columnForHeader, requiredCsvFields, type CsvColumn } from "./csv-columns";
import { detectDelimiter, type CsvDelimiter } from "./csv-text";
import type { CsvNotation } from "./csv-values";

/** csv-parse's sync parse as both builds (Node and browser) offer it. */
export type CsvParse = (
  text: string,
  options: Record<string, unknown>,
) => { record: string[]; info: { lines: number } }[] | unknown;

export type CsvRow = {
  /** Line in the file where the record starts (the header is line 1). */
  line: number;
  /** The property object that would be imported. */
  property: Record<string, unknown>;
  /** German problems found while reading the cells (the property schema checks the rest). */
  problems: string[];
};

export type CsvFile = {
  rows: CsvRow[];
  delimiter: CsvDelimiter;
  notation: CsvNotation;
  /** Needed fields no header names: JSON names in a comma file, German labels in a German file. */
  missingColumns: string[];
  /** Header columns the import does not know; they are ignored. */
  unknownColumns: string[];
};

export type CsvFileResult = { ok: true; file: CsvFile } | { ok: false; message: string };

export const noDataRowsMessage = "Die CSV-Datei enthält keine Datenzeilen (die erste Zeile ist die Kopfzeile).";

const featureSet = new Set<string>(features);

type Cells = { record: string[]; info: { lines: number } };

const newlines = (record: string[]) => record.reduce((sum, value) => sum + value.split("\n").length - 1, 0);

/** One record → the property object (first non-empty column wins when several name one field). */
function propertyFromCells(
  record: string[],
  columns: (CsvColumn | undefined)[],
  headers: string[],
  notation: CsvNotation,
): { property: Record<string, unknown>; problems: string[] } {
  const property: Record<string, unknown> = {};
  const certificate: Record<string, unknown> = {};
  const chosen: Feature[] = [];
  const problems: string[] = [];
  let houseNumber: string | undefined;
  let impliedTransaction: string | undefined;

  columns.forEach((column, i) => {
    if (!column) return;
    const raw = record[i] ?? "";
    const value =
      column.target === "isHighlight" && notation === "comma-file"
        ? raw.trim() === ""
          ? undefined
          : raw.trim() === "true"
        : column.read(raw, notation);
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return;
    const [head, sub] = column.target.split(".");
    if (head === "houseNumber") houseNumber ??= String(value);
    else if (head === "features" && sub) {
      if (value === true) chosen.push(sub as Feature);
      else if (value !== false)
        problems.push(`${headers[i]}: bitte „ja“ oder „nein“ angeben (gelesen: „${raw.trim()}“)`);
    } else if (head === "features") {
      for (const name of value as string[]) {
        if (featureSet.has(name)) chosen.push(name as Feature);
        else
          problems.push(
            `${headers[i]}: „${name}“ ist kein bekanntes Merkmal (bekannt: ${Object.values(featureLabels).join(", ")})`,
          );
      }
    } else if (head === "energyCertificate" && sub) certificate[sub] ??= value;
    else if (property[head] === undefined) {
      property[head] = value;
      if (head === "price" && column.implies) impliedTransaction = column.implies.transactionType;
    }
  });

  if (houseNumber && typeof property.address === "string") property.address = `${property.address} ${houseNumber}`;
  property.transactionType ??= impliedTransaction;
  if (chosen.length) property.features = [...new Set(chosen)];
  if (Object.keys(certificate).length) property.energyCertificate = { status: "available", ...certificate };
  // No images column or an empty cell: the listing keeps the photos it has (an update must not wipe them).
  property.status ??= "active";
  property.isHighlight ??= false;
  return { property, problems };
}

/** Parses the text of a CSV file (header line; comma, semicolon or tab separated; quoted fields). */
export function readCsvFile(text: string, parse: CsvParse): CsvFileResult {
  const { delimiter, body, skippedLines } = detectDelimiter(text);
  let parsed: Cells[];
  try {
    parsed = parse(body, {
      delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as Cells[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      message: `Die CSV-Datei konnte nicht gelesen werden${line ? ` (Zeile ${line + skippedLines})` : ""}. Bitte prüfen Sie Trennzeichen und Anführungszeichen.`,
    };
  }
  const [head, ...records] = parsed;
  const data = records.filter(({ record }) => record.some((cell) => cell.trim() !== ""));
  if (!head || data.length === 0) return { ok: false, message: noDataRowsMessage };

  const notation: CsvNotation = delimiter === "," ? "comma-file" : "german";
  const headers = head.record.map((h) => h.trim());
  const columns = headers.map((header) => (header ? columnForHeader(header) : undefined));
  const named = new Set(columns.flatMap((c) => (c ? [c.target, ...(c.implies ? ["transactionType"] : [])] : [])));
  const rows = data.map(({ record, info }) => ({
    line: info.lines - newlines(record) + skippedLines,
    ...propertyFromCells(record, columns, headers, notation),
  }));
  return {
    ok: true,
    file: {
      rows,
      delimiter,
      notation,
      missingColumns: requiredCsvFields
        .filter((field) => !named.has(field))
        .map((field) => (notation === "comma-file" ? field : listingFieldLabels[field])),
      unknownColumns: headers.filter((header, i) => header && !columns[i]),
    },
  };
}
