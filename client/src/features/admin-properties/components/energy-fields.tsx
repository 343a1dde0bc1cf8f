import { useWatch } from "react-hook-form";
import {
  certificateStatusLabels,
  certificateStatuses,
  certificateTypeLabels,
  certificateTypes,
  efficiencyClasses,
  energySourceLabels,
  energySources,
} from "@shared/listing/labels";
import { energyCertificateFieldLabels as labels } from "@shared/listing/field-labels";
import { efficiencyClassFor, ENERGY_UNIT } from "@shared/listing/energy";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { certificateFieldsApply } from "../lib/property-form";
import { NumberField } from "./number-field";
import type { PropertyFormFields } from "./property-form-types";

const classLabels = Object.fromEntries(efficiencyClasses.map((c) => [c, c])) as Record<
  (typeof efficiencyClasses)[number],
  string
>;

/**
 * Energieausweis: whether there is one; with one available, the values an ad must state, those of
 * residential buildings (value, class) or of commercial ones (heat and electricity values).
 */
export function EnergyFields({ form }: PropertyFormFields) {
  const { register, control } = form;
  const errors = form.formState.errors.energyCertificate;
  const [type, status, value] = useWatch({
    control,
    name: ["type", "energyCertificate.status", "energyCertificate.value"],
  });
  const applies = certificateFieldsApply(type);
  const suggested = typeof value === "number" && Number.isFinite(value) ? efficiencyClassFor(value) : null;

  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <FormField
        label={labels.status}
        error={errors?.status?.message}
        className="sm:col-span-2"
        hint="Zum Veröffentlichen nötig."
      >
        <NativeSelect {...register("energyCertificate.status")}>
          <option value="">Bitte wählen</option>
          <EnumOptions values={certificateStatuses} labels={certificateStatusLabels} />
        </NativeSelect>
      </FormField>
      {status === "available" && (
        <>
          <FormField label={labels.type} error={errors?.type?.message}>
            <NativeSelect {...register("energyCertificate.type")}>
              <option value="">Bitte wählen</option>
              <EnumOptions values={certificateTypes} labels={certificateTypeLabels} />
            </NativeSelect>
          </FormField>
          <FormField label={labels.primarySource} error={errors?.primarySource?.message}>
            <NativeSelect {...register("energyCertificate.primarySource")}>
              <option value="">Bitte wählen</option>
              <EnumOptions values={energySources} labels={energySourceLabels} />
            </NativeSelect>
          </FormField>
          {applies.value && (
            <>
              <NumberField
                form={form}
                name="energyCertificate.value"
                label={labels.value}
                unit="kWh"
                hint={`In ${ENERGY_UNIT}.`}
              />
              <FormField label={labels.includesHotWater} error={errors?.includesHotWater?.message}>
                <NativeSelect {...register("energyCertificate.includesHotWater")}>
                  <option value="">Keine Angabe</option>
                  <option value="yes">Ja, inklusive Warmwasser</option>
                  <option value="no">Nein, ohne Warmwasser</option>
                </NativeSelect>
              </FormField>
            </>
          )}
          {applies.heatAndElectricity && (
            <>
              <NumberField
                form={form}
                name="energyCertificate.heatValue"
                label={labels.heatValue}
                unit="kWh"
                hint={`In ${ENERGY_UNIT}.`}
              />
              <NumberField
                form={form}
                name="energyCertificate.electricityValue"
                label={labels.electricityValue}
                unit="kWh"
                hint={`In ${ENERGY_UNIT}.`}
              />
            </>
          )}
          {applies.efficiencyClass && (
            <FormField
              label={labels.efficiencyClass}
              error={errors?.efficiencyClass?.message}
              hint={suggested ? `Laut Kennwert: Klasse ${suggested}.` : "A+ (sehr effizient) bis H."}
            >
              <NativeSelect {...register("energyCertificate.efficiencyClass")}>
                <option value="">Bitte wählen</option>
                <EnumOptions values={efficiencyClasses} labels={classLabels} />
              </NativeSelect>
            </FormField>
          )}
          <NumberField
            form={form}
            name="energyCertificate.yearBuilt"
            label={labels.yearBuilt}
            integer
            hint="Leer lassen, wenn es das Baujahr unter „Ausstattung“ ist."
          />
          <FormField label={labels.issuedAt} error={errors?.issuedAt?.message}>
            <Input type="date" {...register("energyCertificate.issuedAt")} />
          </FormField>
          <FormField label={labels.validUntil} error={errors?.validUntil?.message}>
            <Input type="date" {...register("energyCertificate.validUntil")} />
          </FormField>
        </>
      )}
    </div>
  );
}
