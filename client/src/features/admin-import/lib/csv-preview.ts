// The CSV tab's logic: read the file with the same reader as the server's ZIP import (comma file or
// German Excel export, UTF-8 or Windows-1252), check every row with the property schema and the
// publishing rule before anything is sent.
import { parse } from "csv-parse/browser/esm/sync";
import { readCsvFile, type CsvParse } from "@shared/imports/csv-file";
import { csvColumns } from "@shared/imports/csv-columns";
import { decodeCsvBytes, type CsvEncoding } from "@shared/imports/csv-text";
import { describeIssues } from "@shared/imports/issue-text";
import { isPublicStatus, missingForPublication } from "@shared/listing/publishing";
import { propertyInputSchema } from "@shared/validation/property";

export type CsvPreviewRow = {
  /** Line in the file where the record starts (the header is line 1). */
  line: number;
  /** The property object that would be sent. */
  property: Record<string, unknown>;
  /** German problems (unreadable cells, then the property schema's); empty when the row is valid. */
  errors: string[];
  /** A valid public row that lacks what publishing needs is stored hidden: the missing facts. */
  hiddenBecause: string[];
};

export type CsvPreview = {
  rows: CsvPreviewRow[];
  /** Expected columns the header lacks (their fields are then missing in every row). */
  missingColumns: string[];
  /** Header columns the import does not know; they are ignored. */
  unknownColumns: string[];
  /** How the file was read: "Semikolon, Windows-1252" for an Excel export. */
  format?: string;
};

export type CsvPreviewResult = { ok: true; preview: CsvPreview } | { ok: false; message: string };

/** How many headers the import knows (the format reference lists them). */
export const knownCsvColumnCount = csvColumns.reduce((sum, column) => sum + column.headers.length, 0);

function check(property: Record<string, unknown>, problems: string[]): Omit<CsvPreviewRow, "line" | "property"> {
  const result = propertyInputSchema.safeParse(property);
  if (!result.success || problems.length)
    return { errors: [...problems, ...(result.error ? describeIssues(result.error.issues) : [])], hiddenBecause: [] };
  const hiddenBecause = isPublicStatus(result.data.status)
    ? missingForPublication(result.data).map((m) => m.label)
    : [];
  return { errors: [], hiddenBecause };
}

const separatorNames = { ",": "Komma", ";": "Semikolon", "\t": "Tabulator" } as const;
const encodingNames: Record<CsvEncoding, string> = { "utf-8": "UTF-8", "windows-1252": "Windows-1252" };

/** Parses the text of a CSV file (header line; comma, semicolon or tab; quoted fields) into checked rows. */
export function previewCsv(text: string, encoding?: CsvEncoding): CsvPreviewResult {
  const result = readCsvFile(text, parse as CsvParse);
  if (!result.ok) return result;
  const { file } = result;
  return {
    ok: true,
    preview: {
      rows: file.rows.map(({ line, property, problems }) => ({ line, property, ...check(property, problems) })),
      missingColumns: file.missingColumns,
      unknownColumns: file.unknownColumns,
      format: `${separatorNames[file.delimiter]}${encoding ? `, ${encodingNames[encoding]}` : ""}`,
    },
  };
}

/** The bytes of a chosen file: UTF-8 (with or without BOM) or, failing that, Windows-1252. */
export function previewCsvBytes(bytes: Uint8Array): CsvPreviewResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  return previewCsv(text, encoding);
}

export const validCsvRows = (preview: CsvPreview) => preview.rows.filter((row) => row.errors.length === 0);
export const invalidCsvRows = (preview: CsvPreview) => preview.rows.filter((row) => row.errors.length > 0);
