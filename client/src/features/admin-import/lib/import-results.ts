// One line per imported row, in the terms the import screen shows: what happened (created,
// updated, stored hidden, refused) and why. Every import way (JSON, CSV, ZIP, OpenImmo) fills it.
import type { ImportOutcome, ImportRowResult } from "@shared/contracts/imports";

export type ImportResultRow = {
  /** "Datensatz 3" or "Zeile 4": how the person finds the row in their file. */
  label: string;
  outcome: ImportOutcome;
  title?: string;
  objectNumber?: string;
  /** The stored listing, for the link to its edit form. */
  id?: number;
  /** Stored hidden: an existing listing (same object number) was updated. */
  updatedExisting?: boolean;
  /** Hidden: the missing facts' German names; refused: each German problem. */
  reasons: string[];
  /** False for CSV rows the preview already rejected (they were not sent). */
  sent: boolean;
};

export const outcomeLabels: Record<ImportOutcome, string> = {
  created: "Neu angelegt",
  updated: "Aktualisiert",
  hidden: "Versteckt gespeichert",
  refused: "Abgelehnt",
};

/** "2 neu angelegt", "1 aktualisiert", … for the counts above the list. */
export const outcomeCountText = (outcome: ImportOutcome, count: number) =>
  `${count} ${outcomeLabels[outcome].toLowerCase()}`;

/** The server's per-row results with the labels of the sent list. */
export function resultRowsFromResponse(
  rows: ImportRowResult[],
  labelOf: (index: number) => string,
  titleOf?: (index: number) => string | undefined,
): ImportResultRow[] {
  return rows.map((row) => ({
    label: labelOf(row.index),
    outcome: row.outcome,
    title: row.title ?? titleOf?.(row.index),
    objectNumber: row.objectNumber,
    id: row.id,
    updatedExisting: row.updatedExisting,
    reasons: row.reasons,
    sent: true,
  }));
}

export function countOutcomes(rows: ImportResultRow[]): Record<ImportOutcome, number> {
  const counts: Record<ImportOutcome, number> = { created: 0, updated: 0, hidden: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
