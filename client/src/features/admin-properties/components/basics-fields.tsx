import { propertyTypeLabels, propertyTypes, transactionTypeLabels, transactionTypes } from "@shared/enums";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { PropertyFormFields } from "./property-form-types";

/** Basisdaten: title, kind of property and offer, availability, description. */
export function BasicsFields({ form }: PropertyFormFields) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <FormField
        label={labels.title}
        required
        error={errors.title?.message}
        className="sm:col-span-2"
        hint="Mindestens 5 Zeichen, z. B. „Helle Altbauwohnung mit Balkon“."
      >
        <Input {...register("title")} />
      </FormField>
      <FormField label={labels.type} required error={errors.type?.message}>
        <NativeSelect {...register("type")}>
          <EnumOptions values={propertyTypes} labels={propertyTypeLabels} />
        </NativeSelect>
      </FormField>
      <FormField label={labels.transactionType} required error={errors.transactionType?.message}>
        <NativeSelect {...register("transactionType")}>
          <EnumOptions values={transactionTypes} labels={transactionTypeLabels} />
        </NativeSelect>
      </FormField>
      <FormField label={labels.availableFrom} error={errors.availableFrom?.message} hint="Leer lassen für „Sofort“.">
        <Input type="date" {...register("availableFrom")} />
      </FormField>
      <FormField
        label={labels.description}
        required
        error={errors.description?.message}
        hint="Mindestens 20 Zeichen. Jede Zeile wird auf der Website ein eigener Absatz."
        className="sm:col-span-2"
      >
        <Textarea rows={8} {...register("description")} />
      </FormField>
    </div>
  );
}
