import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { NumberField } from "./number-field";
import type { PropertyFormFields } from "./property-form-types";

/** Flächen & Zimmer: areas with decimals ("84,5"), rooms in halves, counts and floors. */
export function AreasFields({ form }: PropertyFormFields) {
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <NumberField
        form={form}
        name="size"
        label={labels.size}
        required
        unit="m²"
        hint="Bis zu zwei Nachkommastellen, z. B. 84,5."
      />
      <NumberField form={form} name="rooms" label={labels.rooms} required hint="In halben Schritten, z. B. 2,5." />
      <NumberField form={form} name="usableArea" label={labels.usableArea} unit="m²" />
      <NumberField form={form} name="plotSize" label={labels.plotSize} unit="m²" />
      <NumberField form={form} name="bedrooms" label={labels.bedrooms} integer />
      <NumberField form={form} name="bathrooms" label={labels.bathrooms} integer />
      <NumberField form={form} name="floor" label={labels.floor} integer hint="0 = Erdgeschoss, -1 = Untergeschoss." />
      <NumberField form={form} name="floors" label={labels.floors} integer />
    </div>
  );
}
