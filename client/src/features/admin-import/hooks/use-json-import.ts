import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useImportProperties } from "../api/use-import-properties";
import { failuresFromResponse, importToast, recordLabel, type ImportSummary } from "../lib/import-summary";
import { resultRowsFromResponse } from "../lib/import-results";
import { emptyJsonMessage, invalidJsonMessage, invalidJsonTitle, parseJsonInput } from "../lib/json-input";

const titleOf = (row: unknown) => {
  const title = (row as { title?: unknown } | null)?.title;
  return typeof title === "string" ? title : undefined;
};

/** State of the JSON tab: the text (typed or loaded from a file), its error and the last import's summary. */
export function useJsonImport() {
  const [text, setTextState] = useState("");
  const [error, setError] = useState<string>();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const mutation = useImportProperties();

  const setText = (value: string) => {
    setTextState(value);
    setError(undefined);
  };

  async function loadFile(file: File | undefined) {
    if (!file) return;
    try {
      setText(await file.text());
    } catch {
      toast({
        variant: "destructive",
        title: "Fehler beim Verarbeiten",
        description: "Die Datei konnte nicht gelesen werden.",
      });
    }
  }

  function submit() {
    const parsed = parseJsonInput(text);
    if (!parsed.ok) {
      const empty = parsed.reason === "empty";
      setError(empty ? emptyJsonMessage : `${invalidJsonTitle}: ${invalidJsonMessage}`);
      toast({
        variant: "destructive",
        title: empty ? "Keine Daten" : invalidJsonTitle,
        description: empty ? emptyJsonMessage : invalidJsonMessage,
      });
      return;
    }
    setSummary(null);
    mutation.mutate(parsed.rows, {
      onSuccess: (response) => {
        const result = {
          imported: response.imported,
          failed: failuresFromResponse(response.errors),
          rows: resultRowsFromResponse(response.rows, recordLabel, (index) => titleOf(parsed.rows[index])),
        };
        setSummary(result);
        toast(importToast(result));
      },
      onError: (err) =>
        toast({ variant: "destructive", title: "Import fehlgeschlagen", description: errorMessage(err) }),
    });
  }

  return { text, setText, error, summary, loadFile, submit, pending: mutation.isPending };
}
