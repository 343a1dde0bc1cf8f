import type { ReactNode } from "react";
import { Controller, get, type FieldPathByValue } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { Amount, PropertyFormValues } from "../lib/property-form";
import { NumberInput } from "./number-input";
import type { PropertyFormApi } from "./property-form-types";

type NumberFieldProps = {
  form: PropertyFormApi;
  name: FieldPathByValue<PropertyFormValues, Amount>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  integer?: boolean;
  unit?: string;
  className?: string;
};

/** A labelled number field of the property form, with its error. */
export function NumberField({ form, name, label, hint, required, integer, unit, className }: NumberFieldProps) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <FormField label={label} hint={hint} required={required} error={error?.message} className={className}>
      {(controlProps) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <NumberInput
              {...controlProps}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value as Amount}
              onChange={field.onChange}
              integer={integer}
              unit={unit}
            />
          )}
        />
      )}
    </FormField>
  );
}
