// Turns the records of an import file (CSV columns as text) into property rows for the import
// endpoint. Used by the admin CSV tab in the browser and by the ZIP import on the server.

export type CsvRecord = Record<string, string | undefined>;

const numberOrUndefined = (value: string | undefined) => {
  const text = (value ?? "").trim().replace(",", ".");
  return text === "" ? undefined : Number(text);
};

const textOrUndefined = (value: string | undefined) => {
  const text = (value ?? "").trim();
  return text === "" ? undefined : text;
};

/** One CSV record → one property object (numbers numeric, isHighlight only for "true", images split by ";"). */
export function propertyFromCsvRecord(record: CsvRecord): Record<string, unknown> {
  return {
    title: textOrUndefined(record.title),
    type: textOrUndefined(record.type),
    transactionType: textOrUndefined(record.transactionType),
    price: numberOrUndefined(record.price),
    size: numberOrUndefined(record.size),
    rooms: numberOrUndefined(record.rooms),
    address: textOrUndefined(record.address),
    city: textOrUndefined(record.city),
    description: textOrUndefined(record.description),
    images: (record.images ?? "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean),
    status: textOrUndefined(record.status) ?? "active",
    isHighlight: (record.isHighlight ?? "").trim() === "true",
  };
}

/** csv-parse options shared by browser and server: header line, quoted fields, BOM stripped. */
export const csvParseOptions = {
  columns: true,
  bom: true,
  skip_empty_lines: true,
  trim: true,
  relax_column_count: true,
} as const;

/** A pasted or uploaded JSON document: a list, or a single object wrapped into one. */
export function jsonImportRows(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
