import { Controller, useWatch } from "react-hook-form";
import {
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
} from "@shared/enums";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { PropertyFormFields } from "./property-form-types";

/** Tab "Allgemein": title, kind of property and offer, price, status, highlight. */
export function GeneralFields({ form }: PropertyFormFields) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const transactionType = useWatch({ control, name: "transactionType" });

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <FormField
        label="Titel"
        required
        error={errors.title?.message}
        className="md:col-span-2"
        hint="Mindestens 5 Zeichen, z. B. „Helle Altbauwohnung mit Balkon“."
      >
        <Input {...register("title")} />
      </FormField>
      <FormField label="Immobilientyp" required error={errors.type?.message}>
        <NativeSelect {...register("type")}>
          <EnumOptions values={propertyTypes} labels={propertyTypeLabels} />
        </NativeSelect>
      </FormField>
      <FormField label="Vermarktungsart" required error={errors.transactionType?.message}>
        <NativeSelect {...register("transactionType")}>
          <EnumOptions values={transactionTypes} labels={transactionTypeLabels} />
        </NativeSelect>
      </FormField>
      <FormField
        label={transactionType === "rent" ? "Monatsmiete in €" : "Kaufpreis in €"}
        required
        error={errors.price?.message}
        hint="Ganze Euro, ohne Punkt oder Komma."
      >
        <Input type="number" inputMode="numeric" min={0} step={1} {...register("price", { valueAsNumber: true })} />
      </FormField>
      <FormField
        label="Status"
        required
        error={errors.status?.message}
        hint="Versteckte Immobilien sehen nur angemeldete Administratoren."
      >
        <NativeSelect {...register("status")}>
          <EnumOptions values={propertyStatuses} labels={propertyStatusLabels} />
        </NativeSelect>
      </FormField>
      <FormField
        label="Highlight auf der Startseite"
        error={errors.isHighlight?.message}
        hint="Die Startseite zeigt bis zu drei Highlight-Immobilien."
        className="md:col-span-2"
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
                checked={field.value ?? false}
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
