import { Controller } from "react-hook-form";
import { propertyStatusLabels } from "@shared/enums";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { PropertyFormFields } from "./property-form-types";

/** Veröffentlichung: object number, the status 'Veröffentlichen' gives, highlight. */
export function PublishingFields({ form }: PropertyFormFields) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <FormField
        label={labels.objectNumber}
        error={errors.objectNumber?.message}
        hint="Leer lassen: wird beim Speichern vergeben, z. B. SP-2026-0014."
      >
        <Input autoComplete="off" {...register("objectNumber")} />
      </FormField>
      <FormField
        label={`${labels.status} beim Veröffentlichen`}
        error={errors.publicStatus?.message}
        hint="„Als Entwurf speichern“ versteckt die Immobilie vor Besuchern."
      >
        <NativeSelect {...register("publicStatus")}>
          <option value="active">{propertyStatusLabels.active}</option>
          <option value="reserved">{propertyStatusLabels.reserved}</option>
        </NativeSelect>
      </FormField>
      <FormField
        label="Highlight auf der Startseite"
        error={errors.isHighlight?.message}
        hint="Die Startseite zeigt bis zu drei Highlight-Immobilien."
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <Controller
            control={control}
            name="isHighlight"
            render={({ field }) => (
              <Switch
                {...controlProps}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                checked={field.value}
                onCheckedChange={field.onChange}
                className="justify-self-start"
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
