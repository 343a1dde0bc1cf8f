// Rows of an import file for the import endpoint. CSV files are read by ./imports/csv-file.

/** A pasted or uploaded JSON document: a list, or a single object wrapped into one. */
export function jsonImportRows(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
