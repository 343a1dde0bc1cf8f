import {
  conditionLabels,
  conditions,
  featureLabels,
  features,
  heatingTypeLabels,
  heatingTypes,
} from "@shared/listing/labels";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { FormField } from "@/components/ui/form-field";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { Checkbox } from "@/components/ui/checkbox";
import { NumberField } from "./number-field";
import type { PropertyFormFields } from "./property-form-types";

/** Ausstattung: year, condition, heating and the feature checkboxes. */
export function FeaturesFields({ form }: PropertyFormFields) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <NumberField form={form} name="yearBuilt" label={labels.yearBuilt} integer hint="Vierstellig, z. B. 1905." />
      <FormField label={labels.condition} error={errors.condition?.message}>
        <NativeSelect {...register("condition")}>
          <option value="">Keine Angabe</option>
          <EnumOptions values={conditions} labels={conditionLabels} />
        </NativeSelect>
      </FormField>
      <FormField label={labels.heatingType} error={errors.heatingType?.message}>
        <NativeSelect {...register("heatingType")}>
          <option value="">Keine Angabe</option>
          <EnumOptions values={heatingTypes} labels={heatingTypeLabels} />
        </NativeSelect>
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-foreground">{labels.features}</legend>
        <div className="mt-2 grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <label
              key={feature}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-foreground hover:bg-muted/50"
            >
              <Checkbox value={feature} {...register("features")} />
              <span>{featureLabels[feature]}</span>
            </label>
          ))}
        </div>
        {errors.features?.message && (
          <p className="mt-1 text-sm font-medium text-destructive">{errors.features.message}</p>
        )}
      </fieldset>
    </div>
  );
}
