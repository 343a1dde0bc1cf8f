import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { employmentTypeOptions, fieldLabels as l } from "../../lib/field-labels";
import { StepFields, useStepForm } from "./step-intro";

const copy = {
  intro: "Angaben zu Ihrer Beschäftigung und Ihrem Einkommen helfen dem Vermieter bei der Entscheidung.",
  occupationHint: "z. B. Krankenpfleger, Softwareentwicklerin, Student",
  employerHint: "Bei Selbstständigkeit: Name Ihres Unternehmens",
  durationPlaceholder: "z. B. seit März 2021",
  choose: "Bitte wählen",
  incomeHint: "Netto pro Monat in ganzen Euro, z. B. 2.800",
};

/** Step 2: occupation, employer, duration, type of employment, monthly net income. */
export function EmploymentStep() {
  const { register, errors } = useStepForm();
  return (
    <StepFields intro={copy.intro}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={l.occupation} required hint={copy.occupationHint} error={errors.occupation?.message}>
          <Input autoComplete="organization-title" {...register("occupation")} />
        </FormField>
        <FormField
          label={l.employer}
          required
          hint={copy.employerHint}
          error={errors.employmentInfo?.employer?.message}
        >
          <Input autoComplete="organization" {...register("employmentInfo.employer")} />
        </FormField>
        <FormField label={l.duration} required error={errors.employmentInfo?.duration?.message}>
          <Input placeholder={copy.durationPlaceholder} {...register("employmentInfo.duration")} />
        </FormField>
        <FormField label={l.employmentType} required error={errors.employmentInfo?.employmentType?.message}>
          <NativeSelect {...register("employmentInfo.employmentType")}>
            <option value="">{copy.choose}</option>
            {employmentTypeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={l.income} required hint={copy.incomeHint} error={errors.income?.message}>
        {(control) => (
          <div className="relative sm:max-w-xs">
            <Input inputMode="numeric" autoComplete="off" className="pr-10" {...control} {...register("income")} />
            <span
              aria-hidden
              className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 text-muted-foreground"
            >
              €
            </span>
          </div>
        )}
      </FormField>
    </StepFields>
  );
}
