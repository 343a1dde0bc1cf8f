import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CheckboxField } from "./checkbox-field";
import { LocationPin } from "./location-pin";
import type { PropertyFormFields } from "./property-form-types";

/** Lage: street, postal code, district, city, and whether visitors see the street. */
export function LocationFields({ form }: PropertyFormFields) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <FormField label={labels.address} required error={errors.address?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register("address")} />
      </FormField>
      <FormField label={labels.postalCode} error={errors.postalCode?.message} hint="5 Ziffern.">
        <Input inputMode="numeric" autoComplete="off" maxLength={5} {...register("postalCode")} />
      </FormField>
      <FormField label={labels.district} error={errors.district?.message} hint="z. B. Prenzlauer Berg.">
        <Input autoComplete="off" {...register("district")} />
      </FormField>
      <FormField label={labels.city} required error={errors.city?.message}>
        <Input autoComplete="off" {...register("city")} />
      </FormField>
      <div className="grid gap-1 sm:mt-7">
        <CheckboxField label={labels.showAddress} error={errors.showAddress?.message} {...register("showAddress")} />
        <p className="text-sm text-muted-foreground">Ohne Haken sehen Besucher nur Postleitzahl, Ortsteil und Stadt.</p>
      </div>
      <LocationPin form={form} />
    </div>
  );
}
