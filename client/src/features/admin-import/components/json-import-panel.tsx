import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useJsonImport } from "../hooks/use-json-import";
import { FieldReference } from "./field-reference";
import { FileInput } from "./file-input";
import { FormatOverview } from "./format-reference";
import { ImportFormCard, ImportPanelLayout } from "./import-panel-layout";
import { ImportSummaryCard } from "./import-summary-card";
import { ImportSubmitButton } from "./submit-button";

const placeholder = `[
  {
    "title": "Helle 3-Zimmer-Wohnung in Mitte",
    "type": "apartment",
    "transactionType": "rent",
    "price": 1450,
    …
  }
]`;

export function JsonImportPanel() {
  const { text, setText, error, summary, loadFile, submit, pending } = useJsonImport();
  return (
    <ImportPanelLayout
      form={
        <ImportFormCard
          title="JSON importieren"
          description="Fügen Sie eine Liste von Immobilien ein oder laden Sie eine JSON-Datei. Ein einzelnes Objekt wird als Liste mit einem Eintrag importiert."
        >
          <FormField label="JSON-Datei laden" hint="Der Inhalt der Datei erscheint im Textfeld darunter.">
            <FileInput accept=".json,application/json" onChange={(event) => void loadFile(event.target.files?.[0])} />
          </FormField>
          <FormField label="JSON-Daten" error={error}>
            <Textarea
              rows={14}
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={placeholder}
              className="font-mono text-sm"
            />
          </FormField>
          <ImportSubmitButton pending={pending} onClick={submit}>
            Importieren
          </ImportSubmitButton>
        </ImportFormCard>
      }
      results={summary && <ImportSummaryCard summary={summary} />}
      overview={
        <FormatOverview example={{ href: "/examples/properties.json", fileName: "properties.json" }}>
          <p>
            Eine Liste von Objekten (
            <code>
              [{"{ … }"}, {"{ … }"}]
            </code>
            ) oder ein einzelnes Objekt, in UTF-8. Jedes Objekt ist eine Immobilie mit den Feldern, die unten
            beschrieben sind.
          </p>
        </FormatOverview>
      }
      fields={<FieldReference format="json" />}
    />
  );
}
