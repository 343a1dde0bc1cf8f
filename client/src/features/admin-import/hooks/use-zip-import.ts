import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { useImportZip } from "../api/use-import-zip";
import { failuresFromResponse, importToast, lineLabel, recordLabel, type ImportSummary } from "../lib/import-summary";
import { resultRowsFromResponse } from "../lib/import-results";
import { checkZipFile, type FileProblem } from "../lib/zip-file";

const showProblem = (problem: FileProblem) =>
  toast({ variant: "destructive", title: problem.title, description: problem.message });

/** State of the ZIP tab: the chosen archive (checked for type and size at once) and the last import's summary. */
export function useZipImport() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  /** Changes to remount (empty) the file input after an import, so an archive is not sent twice by accident. */
  const [inputKey, setInputKey] = useState(0);
  const mutation = useImportZip();

  function chooseFile(chosen: File | undefined) {
    setSummary(null);
    setFile(chosen ?? null);
    const found = chosen ? checkZipFile(chosen) : null;
    setProblem(found);
    if (found) showProblem(found);
  }

  function submit() {
    const found = checkZipFile(file);
    setProblem(found);
    if (found || !file) {
      if (found) showProblem(found);
      return;
    }
    setSummary(null);
    mutation.mutate(file, {
      onSuccess: (response) => {
        // A CSV in the archive is found by its line, as in the CSV tab; properties.json by record.
        const { lines } = response;
        const labelOf = (index: number) => (lines?.[index] ? lineLabel(lines[index]) : recordLabel(index));
        const result = {
          imported: response.importedProperties.length,
          failed: failuresFromResponse(response.errors ?? [], labelOf),
          message: response.message,
          rows: resultRowsFromResponse(response.rows, labelOf),
        };
        setSummary(result);
        toast(importToast(result));
        if (result.imported === 0) return;
        setFile(null);
        setInputKey((key) => key + 1);
      },
      onError: (err) => {
        const tooLarge = isApiError(err) && err.status === 413;
        toast({
          variant: "destructive",
          title: tooLarge ? "Datei zu groß" : "Import fehlgeschlagen",
          description: errorMessage(err),
        });
      },
    });
  }

  return { file, problem, summary, inputKey, chooseFile, submit, pending: mutation.isPending };
}
