import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PropertyFormFields } from "./property-form-types";

/** Tab "Details & Beschreibung": size, rooms, location and the description. */
export function DetailsFields({ form }: PropertyFormFields) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <FormField label="Wohnfläche in m²" required error={errors.size?.message} hint="Ganze Quadratmeter.">
        <Input type="number" inputMode="numeric" min={0} step={1} {...register("size", { valueAsNumber: true })} />
      </FormField>
      <FormField label="Zimmer" required error={errors.rooms?.message} hint="In halben Schritten, z. B. 2,5.">
        <Input type="number" inputMode="decimal" min={1} step={0.5} {...register("rooms", { valueAsNumber: true })} />
      </FormField>
      <FormField label="Adresse" required error={errors.address?.message} hint="Straße und Hausnummer.">
        <Input autoComplete="off" {...register("address")} />
      </FormField>
      <FormField label="Stadt" required error={errors.city?.message}>
        <Input autoComplete="off" {...register("city")} />
      </FormField>
      <FormField
        label="Beschreibung"
        required
        error={errors.description?.message}
        hint="Mindestens 20 Zeichen. Jede Zeile wird auf der Website ein eigener Absatz."
        className="md:col-span-2"
      >
        <Textarea rows={10} {...register("description")} />
      </FormField>
    </div>
  );
}
