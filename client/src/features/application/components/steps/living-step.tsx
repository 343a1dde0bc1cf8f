import { todayIso } from "@shared/dates";
import { moveInDateHint } from "@shared/validation/application";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldLabels as l } from "../../lib/field-labels";
import { StepFields, useStepForm } from "./step-intro";

const copy = {
  intro: "Wo wohnen Sie derzeit, und wann möchten Sie einziehen?",
  addressPlaceholder: "Straße Hausnummer, PLZ Ort",
  landlordHint: "Optional – Name und, wenn möglich, Kontakt Ihres jetzigen Vermieters.",
};

/** Step 3: current address, current landlord (optional), move-in date (not in the past). */
export function LivingStep() {
  const { register, errors } = useStepForm();
  return (
    <StepFields intro={copy.intro}>
      <FormField label={l.currentAddress} required error={errors.currentAddress?.message}>
        <Input autoComplete="street-address" placeholder={copy.addressPlaceholder} {...register("currentAddress")} />
      </FormField>
      <FormField label={l.currentLandlord} hint={copy.landlordHint} error={errors.currentLandlord?.message}>
        <Input {...register("currentLandlord")} />
      </FormField>
      <FormField
        label={l.moveInDate}
        required
        hint={moveInDateHint}
        error={errors.moveInDate?.message}
        className="sm:max-w-xs"
      >
        <Input type="date" min={todayIso()} {...register("moveInDate")} />
      </FormField>
    </StepFields>
  );
}
