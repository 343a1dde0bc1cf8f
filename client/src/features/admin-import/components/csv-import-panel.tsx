import { FormField } from "@/components/ui/form-field";
import { noCsvFileMessage, useCsvImport } from "../hooks/use-csv-import";
import { validCsvRows } from "../lib/csv-preview";
import { CsvPreviewSection } from "./csv-preview-section";
import { FieldReference } from "./field-reference";
import { GermanColumnsReference } from "./german-columns-reference";
import { FileInput } from "./file-input";
import { FormatOverview } from "./format-reference";
import { ImportFormCard, ImportPanelLayout } from "./import-panel-layout";
import { ImportSummaryCard } from "./import-summary-card";
import { ImportSubmitButton } from "./submit-button";

export function CsvImportPanel() {
  const { fileName, preview, missingFile, summary, inputKey, chooseFile, submit, pending } = useCsvImport();
  const validCount = preview?.ok ? validCsvRows(preview.preview).length : 0;
  const fileError = missingFile ? noCsvFileMessage : preview && !preview.ok ? preview.message : undefined;
  return (
    <ImportPanelLayout
      form={
        <ImportFormCard
          title="CSV importieren"
          description="Die Datei wird zuerst in Ihrem Browser gelesen und geprüft. Sie sehen jede Zeile mit ihren Fehlern und entscheiden dann über den Import."
        >
          <FormField
            label="CSV-Datei"
            error={fileError}
            hint="Kommagetrennt (UTF-8) oder Excel-Export mit Semikolon (UTF-8 oder Windows-1252); erste Zeile mit den Spaltennamen."
          >
            <FileInput
              key={inputKey}
              accept=".csv,text/csv"
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </FormField>
          {fileName && preview?.ok && (
            <p className="text-sm text-muted-foreground">
              {validCount > 0
                ? `${validCount} gültige ${validCount === 1 ? "Zeile wird" : "Zeilen werden"} importiert.`
                : "Die Datei enthält keine gültige Zeile. Bitte korrigieren Sie die Fehler in der Vorschau."}
            </p>
          )}
          <ImportSubmitButton pending={pending} onClick={submit}>
            {validCount > 0
              ? `${validCount} ${validCount === 1 ? "Immobilie" : "Immobilien"} importieren`
              : "Importieren"}
          </ImportSubmitButton>
        </ImportFormCard>
      }
      results={
        (summary || preview?.ok) && (
          <>
            {summary && <ImportSummaryCard summary={summary} />}
            {preview?.ok && <CsvPreviewSection key={fileName} preview={preview.preview} />}
          </>
        )
      }
      overview={
        <FormatOverview example={{ href: "/examples/properties.csv", fileName: "properties.csv" }}>
          <p>
            Erste Zeile: die Spaltennamen unten, durch Kommas getrennt; Reihenfolge beliebig. Jede weitere Zeile ist
            eine Immobilie.
          </p>
          <p>Felder mit Kommas oder Zeilenumbrüchen stehen in doppelten Anführungszeichen.</p>
          <p>
            Excel-Dateien mit deutschen Spaltennamen (Titel, Kaltmiete, Wohnfläche, Zimmer …), Semikolon als
            Trennzeichen und Dezimalkomma werden ebenfalls gelesen, in UTF-8 oder Windows-1252.
          </p>
          <p>Unvollständige Angebote werden versteckt gespeichert; das Ergebnis nennt, was fehlt.</p>
        </FormatOverview>
      }
      fields={
        <div className="grid gap-6">
          <FieldReference format="csv" />
          <GermanColumnsReference />
        </div>
      }
    />
  );
}
