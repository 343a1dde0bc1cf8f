import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { DocumentSlotsApi } from "../../hooks/use-document-slots";
import { fieldLabels as l } from "../../lib/field-labels";
import type { StepNumber } from "../../lib/steps";
import { summarySections } from "../../lib/summary";
import { ApplicationSummary } from "../application-summary";
import { ConsentField } from "../consent-field";
import { StepIntro, useStepForm } from "./step-intro";

const copy = {
  intro: "Bitte prüfen Sie Ihre Angaben. Mit Ihrer Unterschrift und Ihrer Einwilligung senden Sie die Bewerbung ab.",
  additionalHint: "Optional – z. B. Haustiere, Rauchverhalten, Wünsche zum Besichtigungstermin.",
  signatureHint: (name: string) =>
    name.trim()
      ? `Geben Sie Ihren vollständigen Namen wie in Schritt 1 ein („${name.trim()}“); Groß- und Kleinschreibung spielt keine Rolle.`
      : "Geben Sie Ihren vollständigen Namen wie in Schritt 1 ein; Groß- und Kleinschreibung spielt keine Rolle.",
};

type ConfirmationStepProps = { documents: DocumentSlotsApi; onEdit: (step: StepNumber) => void };

/** Step 6: summary, additional information, consent, typed full name as signature. */
export function ConfirmationStep({ documents, onEdit }: ConfirmationStepProps) {
  const { register, watch, errors } = useStepForm();
  const values = watch();
  const sections = summarySections(values, {
    idCard: values.idCardUrl ? documents.slots.idCard.document?.name : undefined,
    payslip: values.payslipUrl ? documents.slots.payslip.document?.name : undefined,
  });

  return (
    <div className="grid gap-6">
      <StepIntro>{copy.intro}</StepIntro>
      <ApplicationSummary sections={sections} onEdit={onEdit} />
      <FormField label={l.additionalInfo} hint={copy.additionalHint} error={errors.additionalInfo?.message}>
        <Textarea rows={4} {...register("additionalInfo")} />
      </FormField>
      <ConsentField />
      <FormField label={l.signature} required hint={copy.signatureHint(values.name)} error={errors.signature?.message}>
        <Input autoComplete="off" spellCheck={false} className="font-medium italic" {...register("signature")} />
      </FormField>
    </div>
  );
}
