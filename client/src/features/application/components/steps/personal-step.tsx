import { birthDateHint } from "@shared/validation/application";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldLabels as l } from "../../lib/field-labels";
import { tidyGermanDate } from "../../lib/german-date";
import { StepFields, useStepForm } from "./step-intro";

/** Step 1: name, e-mail, phone, birth date (DD.MM.YYYY) and place. */
export function PersonalStep() {
  const { register, setValue, errors } = useStepForm();
  const birthDate = register("birthDate");

  return (
    <StepFields intro="Wie heißen Sie und wie erreichen wir Sie?">
      <FormField label={l.name} required error={errors.name?.message}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={l.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("email")} />
        </FormField>
        <FormField label={l.phone} required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
        </FormField>
        <FormField label={l.birthDate} required hint={birthDateHint} error={errors.birthDate?.message}>
          <Input
            autoComplete="bday"
            placeholder="TT.MM.JJJJ"
            maxLength={10}
            {...birthDate}
            onBlur={(event) => {
              // "14031990" or "1.3.1990" → "14.03.1990" before the check runs.
              const tidy = tidyGermanDate(event.target.value);
              if (tidy !== event.target.value) setValue("birthDate", tidy);
              return birthDate.onBlur(event);
            }}
          />
        </FormField>
        <FormField label={l.birthPlace} required error={errors.birthPlace?.message}>
          <Input {...register("birthPlace")} />
        </FormField>
      </div>
    </StepFields>
  );
}
