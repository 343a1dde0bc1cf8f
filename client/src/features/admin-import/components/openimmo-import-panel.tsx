import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-client";
import { MAX_ZIP_BYTES, MAX_ZIP_MB, zipTooLargeMessage } from "@shared/validation/zip-upload";
import { useOpenimmoImport } from "../api/use-openimmo";
import { formatFileSize } from "../lib/file-size";
import { FileInput } from "./file-input";
import { ImportFormCard } from "./import-panel-layout";
import { OpenimmoResultsCard } from "./openimmo-results-card";
import { ImportSubmitButton } from "./submit-button";

const chooseMessage = "Bitte wählen Sie eine OpenImmo-Datei aus (ZIP oder XML).";

/** The 'OpenImmo' tab: a CRM's export (ZIP with images, or the bare XML) becomes listings. */
export function OpenimmoImportPanel() {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [inputKey, setInputKey] = useState(0);
  const mutation = useOpenimmoImport();

  const choose = (chosen: File | undefined) => {
    mutation.reset();
    setFile(chosen);
    if (!chosen) return setProblem(undefined);
    if (!/\.(zip|xml)$/i.test(chosen.name)) return setProblem(chooseMessage);
    setProblem(chosen.size > MAX_ZIP_BYTES ? zipTooLargeMessage : undefined);
  };
  const submit = () => {
    if (!file) return setProblem(chooseMessage);
    if (problem) return;
    mutation.mutate(file, {
      onSuccess: () => {
        setFile(undefined);
        setInputKey((key) => key + 1);
      },
    });
  };
  const error = problem ?? (mutation.error ? errorMessage(mutation.error) : undefined);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <ImportFormCard
          title="OpenImmo importieren"
          description="Der Export Ihrer Maklersoftware (onOffice, FlowFact, Propstack …) im Format OpenImmo 1.2.7: als ZIP-Archiv mit Bildern oder als einzelne XML-Datei."
        >
          <FormField label="OpenImmo-Datei" error={error} hint={`ZIP oder XML, höchstens ${MAX_ZIP_MB} MB.`}>
            <FileInput
              key={inputKey}
              accept=".zip,.xml,application/zip,application/xml,text/xml"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </FormField>
          {file && !problem && (
            <p className="text-sm text-muted-foreground">
              Ausgewählt: <span className="font-medium text-foreground">{file.name}</span> ({formatFileSize(file.size)})
            </p>
          )}
          <ImportSubmitButton pending={mutation.isPending} onClick={submit}>
            Hochladen und importieren
          </ImportSubmitButton>
        </ImportFormCard>
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">So wird importiert</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
            <li>
              Die Objektnummer (<code>objektnr_extern</code>) verbindet: bekannte Nummern werden aktualisiert, neue
              angelegt.
            </li>
            <li>
              Objekte mit <code>aktionart=&quot;DELETE&quot;</code> werden versteckt, nicht gelöscht.
            </li>
            <li>Fehlen Pflichtangaben wie der Energieausweis, wird die Immobilie versteckt gespeichert.</li>
            <li>Bilder aus dem Archiv werden übernommen; Grundrisse erscheinen als „Grundriss“.</li>
          </ul>
        </CardContent>
      </Card>
      {mutation.data && (
        <div className="min-w-0 lg:col-span-2">
          <OpenimmoResultsCard answer={mutation.data} />
        </div>
      )}
    </div>
  );
}
