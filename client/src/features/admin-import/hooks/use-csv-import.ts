import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useImportProperties } from "../api/use-import-properties";
import { invalidCsvRows, previewCsvBytes, validCsvRows, type CsvPreviewResult } from "../lib/csv-preview";
import { resultRowsFromResponse, type ImportResultRow } from "../lib/import-results";
import {
  failuresFromResponse,
  importToast,
  lineLabel,
  type FailedRow,
  type ImportSummary,
} from "../lib/import-summary";

const titleOf = (property: Record<string, unknown>) =>
  typeof property.title === "string" ? property.title : undefined;

export const noCsvFileMessage = "Bitte wählen Sie eine CSV-Datei aus.";

/**
 * State of the CSV tab: the chosen file is read and checked in the browser (preview); the import
 * sends the valid rows, and the summary lists the server's failures together with the rows the
 * preview held back. After an import the file is cleared, so the same rows are not sent twice.
 */
export function useCsvImport() {
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<CsvPreviewResult | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  /** Changes to remount (empty) the file input. */
  const [inputKey, setInputKey] = useState(0);
  const mutation = useImportProperties();

  async function chooseFile(file: File | undefined) {
    setSummary(null);
    setMissingFile(false);
    setFileName(file?.name ?? null);
    if (!file) return setPreview(null);
    try {
      setPreview(previewCsvBytes(new Uint8Array(await file.arrayBuffer())));
    } catch {
      setPreview({ ok: false, message: "Die Datei konnte nicht gelesen werden." });
    }
  }

  function finish(result: ImportSummary) {
    setSummary(result);
    toast(importToast(result));
    if (result.imported === 0) return;
    setFileName(null);
    setPreview(null);
    setInputKey((key) => key + 1);
  }

  function submit() {
    if (!fileName || !preview) {
      setMissingFile(true);
      toast({ variant: "destructive", title: "Keine Datei ausgewählt", description: noCsvFileMessage });
      return;
    }
    if (!preview.ok)
      return void toast({ variant: "destructive", title: "Import fehlgeschlagen", description: preview.message });
    const valid = validCsvRows(preview.preview);
    const held = invalidCsvRows(preview.preview).map((row) => ({
      line: row.line,
      failure: { label: lineLabel(row.line), reasons: row.errors, sent: false },
      result: {
        label: lineLabel(row.line),
        outcome: "refused",
        title: titleOf(row.property),
        reasons: row.errors,
        sent: false,
      } satisfies ImportResultRow,
    }));
    if (valid.length === 0)
      return finish({ imported: 0, failed: held.map((h) => h.failure), rows: held.map((h) => h.result) });

    mutation.mutate(
      valid.map((row) => row.property),
      {
        onSuccess: (response) => {
          const rejected = response.errors.map((error) => {
            const { line } = valid[error.index];
            return { line, failure: failuresFromResponse([error], () => lineLabel(line))[0] };
          });
          const failed: FailedRow[] = [...rejected, ...held]
            .sort((a, b) => a.line - b.line)
            .map((entry) => entry.failure);
          const lineOf = (index: number) => valid[index].line;
          const sent = resultRowsFromResponse(
            response.rows,
            (index) => lineLabel(lineOf(index)),
            (index) => titleOf(valid[index].property),
          ).map((result, i) => ({ line: lineOf(response.rows[i].index), result }));
          const rows = [...sent, ...held].sort((a, b) => a.line - b.line).map((entry) => entry.result);
          finish({ imported: response.imported, failed, rows });
        },
        onError: (err) =>
          toast({ variant: "destructive", title: "Import fehlgeschlagen", description: errorMessage(err) }),
      },
    );
  }

  return { fileName, preview, missingFile, summary, inputKey, chooseFile, submit, pending: mutation.isPending };
}
