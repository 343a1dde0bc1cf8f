import { isoDateParts } from "../dates";
import {
  certificateStatuses,
  certificateTypes,
  efficiencyClasses,
  energySources,
  type CertificateStatus,
  type CertificateType,
  type EfficiencyClass,
  type EnergySource,
} from "../listing/labels";
import { z } from "./zod";

/** The energy certificate as a listing stores it (GEG §87 data for the ad). */
export type EnergyCertificate = {
  status: CertificateStatus;
  type?: CertificateType | null;
  /** Final energy demand or consumption in kWh/(m²·a). */
  value?: number | null;
  includesHotWater?: boolean | null;
  primarySource?: EnergySource | null;
  efficiencyClass?: EfficiencyClass | null;
  yearBuilt?: number | null;
  issuedAt?: string | null;
  validUntil?: string | null;
  /** Non-residential buildings: heat and electricity values in kWh/(m²·a). */
  heatValue?: number | null;
  electricityValue?: number | null;
};

const energyValue = (label: string) =>
  z
    .number(`${label} muss eine Zahl sein`)
    .min(0, `${label} darf nicht negativ sein`)
    .max(2000, `${label} ist unrealistisch hoch (höchstens 2.000 kWh/(m²·a))`)
    .nullish();

const isoDate = (label: string) =>
  z
    .string(`${label} muss ein Datum sein`)
    .trim()
    .refine((v) => isoDateParts(v) !== null, `${label}: bitte ein gültiges Datum angeben`)
    .nullish();

export const MIN_YEAR_BUILT = 1000;
export const maxYearBuilt = () => new Date().getFullYear() + 10;

export const yearBuiltSchema = z
  .number("Baujahr muss eine Jahreszahl sein")
  .int("Baujahr muss eine Jahreszahl sein")
  .min(MIN_YEAR_BUILT, "Baujahr muss eine vierstellige Jahreszahl sein")
  .refine((v) => v <= maxYearBuilt(), "Baujahr liegt zu weit in der Zukunft");

export const energyCertificateSchema = z
  .object({
    status: z.enum(certificateStatuses, "Bitte angeben, ob ein Energieausweis vorliegt"),
    type: z.enum(certificateTypes, "Ungültige Art des Energieausweises").nullish(),
    value: energyValue("Endenergiekennwert"),
    includesHotWater: z.boolean("Warmwasser enthalten: ja oder nein").nullish(),
    primarySource: z.enum(energySources, "Ungültiger Energieträger").nullish(),
    efficiencyClass: z.enum(efficiencyClasses, "Energieeffizienzklasse muss zwischen A+ und H liegen").nullish(),
    yearBuilt: yearBuiltSchema.nullish(),
    issuedAt: isoDate("Ausgestellt am"),
    validUntil: isoDate("Gültig bis"),
    heatValue: energyValue("Energiekennwert Wärme"),
    electricityValue: energyValue("Energiekennwert Strom"),
  })
  .refine((c) => !c.issuedAt || !c.validUntil || c.validUntil > c.issuedAt, {
    path: ["validUntil"],
    message: "Gültig bis muss nach dem Ausstellungsdatum liegen",
  }) satisfies z.ZodType<EnergyCertificate>;
