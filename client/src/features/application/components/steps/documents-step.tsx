import { Info, ShieldCheck } from "lucide-react";
import type { DocumentSlotsApi } from "../../hooks/use-document-slots";
import { documentInputId } from "../../hooks/use-wizard-focus";
import { fieldLabels as l } from "../../lib/field-labels";
import { DocumentUpload } from "../document-upload";
import { StepFields, useStepForm } from "./step-intro";

const copy = {
  intro:
    "Bitte laden Sie beide Dokumente hoch – als Foto oder Scan (Bild) oder als PDF, jeweils bis 5 MB. Größere Fotos verkleinern wir automatisch.",
  idCardHint: "Vorder- und Rückseite in einer Datei (Bild oder PDF).",
  payslipHint: "Ihre letzte Lohnabrechnung – nicht älter als 3 Monate (Bild oder PDF).",
  restored:
    "Dokumente speichern wir aus Datenschutzgründen nicht zwischen – bitte fügen Sie Personalausweis und Lohnabrechnung erneut hinzu.",
  privacy:
    "Ihre Dokumente sind nur für unser Vermietungsteam einsehbar und werden ausschließlich für diese Bewerbung verwendet.",
};

const documentFields = [
  { slot: "idCard", field: "idCardUrl", title: l.idCard, hint: copy.idCardHint },
  { slot: "payslip", field: "payslipUrl", title: l.payslip, hint: copy.payslipHint },
] as const;

type DocumentsStepProps = { documents: DocumentSlotsApi; restored: boolean };

/** Step 5: ID card and payslip; images and PDF only. */
export function DocumentsStep({ documents, restored }: DocumentsStepProps) {
  const { watch, errors } = useStepForm();
  const { slots, choose } = documents;
  const missingAfterRestore = restored && (!watch("idCardUrl") || !watch("payslipUrl"));

  return (
    <StepFields intro={copy.intro}>
      {missingAfterRestore && (
        <p className="flex gap-3 rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm leading-relaxed text-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {copy.restored}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {documentFields.map(({ slot, field, title, hint }) => (
          <DocumentUpload
            key={slot}
            inputId={documentInputId(field)}
            name={slot}
            title={title}
            hint={hint}
            slot={slots[slot]}
            error={errors[field]?.message}
            onChoose={(file) => void choose(slot, file)}
          />
        ))}
      </div>
      <p className="flex gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {copy.privacy}
      </p>
    </StepFields>
  );
}
