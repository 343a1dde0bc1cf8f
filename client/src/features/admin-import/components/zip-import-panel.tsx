import { MAX_ZIP_MB } from "@shared/validation/zip-upload";
import { FormField } from "@/components/ui/form-field";
import { useZipImport } from "../hooks/use-zip-import";
import { formatFileSize } from "../lib/file-size";
import { FieldReference } from "./field-reference";
import { FileInput } from "./file-input";
import { FormatOverview } from "./format-reference";
import { ImportFormCard, ImportPanelLayout } from "./import-panel-layout";
import { ImportSummaryCard } from "./import-summary-card";
import { ImportSubmitButton } from "./submit-button";
import { ZipLayout } from "./zip-layout";

export function ZipImportPanel() {
  const { file, problem, summary, inputKey, chooseFile, submit, pending } = useZipImport();
  return (
    <ImportPanelLayout
      form={
        <ImportFormCard
          title="ZIP-Archiv importieren"
          description="Für Immobilien mit eigenen Bildern: Datendatei und Bilder zusammen in einem ZIP-Archiv hochladen."
        >
          <FormField label="ZIP-Archiv" error={problem?.message} hint={`Höchstens ${MAX_ZIP_MB} MB.`}>
            <FileInput
              key={inputKey}
              accept=".zip,application/zip"
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
          </FormField>
          {file && !problem && (
            <p className="text-sm text-muted-foreground">
              Ausgewählt: <span className="font-medium text-foreground">{file.name}</span> ({formatFileSize(file.size)})
            </p>
          )}
          <ImportSubmitButton pending={pending} onClick={submit}>
            Hochladen und importieren
          </ImportSubmitButton>
        </ImportFormCard>
      }
      results={summary && <ImportSummaryCard summary={summary} />}
      overview={
        <FormatOverview example={{ href: "/examples/properties.zip", fileName: "properties.zip" }}>
          <ZipLayout />
        </FormatOverview>
      }
      fields={<FieldReference format="zip" />}
    />
  );
}
