// What an import did, in the terms the page shows: how many were imported and which rows failed why.
import type { ImportResponse } from "@shared/contracts/imports";
import type { ToastOptions } from "@/components/ui/use-toast";
import { describeServerRowError } from "./field-labels";
import type { ImportResultRow } from "./import-results";

export type FailedRow = {
  /** "Datensatz 3" or "Zeile 4": how the person finds the row in their file. */
  label: string;
  reasons: string[];
  /** False for CSV rows the preview already rejected (they were not sent). */
  sent: boolean;
};

export type ImportSummary = {
  imported: number;
  failed: FailedRow[];
  message?: string;
  /** Every row's outcome (created, updated, stored hidden, refused), in file order. */
  rows?: ImportResultRow[];
};

/** The rows the result list shows: the per-row outcomes, or at least the failures. */
export const summaryRows = (summary: ImportSummary): ImportResultRow[] =>
  summary.rows ??
  summary.failed.map((row) => ({ label: row.label, outcome: "refused", reasons: row.reasons, sent: row.sent }));

const hiddenCount = (summary: ImportSummary) => summary.rows?.filter((row) => row.outcome === "hidden").length ?? 0;

/** 'N Immobilien importiert' (the import's success toast), with the singular for one. */
export const importedText = (count: number) => `${count} ${count === 1 ? "Immobilie" : "Immobilien"} importiert`;

export const recordLabel = (index: number) => `Datensatz ${index + 1}`;
export const lineLabel = (line: number) => `Zeile ${line}`;

/** Maps the server's row errors (by index of the sent list) to labelled failures. */
export function failuresFromResponse(
  errors: ImportResponse["errors"],
  labelOf: (index: number) => string = recordLabel,
): FailedRow[] {
  return [...errors]
    .sort((a, b) => a.index - b.index)
    .map(({ index, message }) => ({ label: labelOf(index), reasons: describeServerRowError(message), sent: true }));
}

/** 'Import erfolgreich' when at least one property was stored, otherwise 'Import fehlgeschlagen'. */
export function importToast(summary: ImportSummary): ToastOptions {
  const failed = summary.failed.length;
  if (summary.imported > 0) {
    const hidden = hiddenCount(summary);
    const description = summary.message
      ? `${summary.message}${failed ? ` ${failed} nicht importiert.` : ""}${hidden ? ` ${hidden} versteckt gespeichert (unvollständig).` : ""}`
      : `${importedText(summary.imported)}${failed ? `, ${failed} fehlgeschlagen` : ""}${hidden ? `, ${hidden} versteckt gespeichert (unvollständig)` : ""}`;
    return { title: "Import erfolgreich", description };
  }
  return {
    variant: "destructive",
    title: "Import fehlgeschlagen",
    description: failed
      ? `Keine Immobilie importiert: ${failed} ${failed === 1 ? "Datensatz ist" : "Datensätze sind"} fehlerhaft.`
      : "Es wurden keine Immobilien importiert.",
  };
}
