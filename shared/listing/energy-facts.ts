import { formatDate, formatDecimal } from "../format";
import { ENERGY_UNIT } from "./energy";
import { energyCertificateFieldLabels as labels, listingFieldLabels } from "./field-labels";
import {
  certificateStatusLabels,
  certificateTypeLabels,
  energySourceLabels,
  type CertificateType,
  type EfficiencyClass,
} from "./labels";
import { adYearBuilt } from "./publishing";
import type { ListingFact, ListingView } from "./view";

/** "118,4 kWh/(m²·a)". */
export const formatEnergyValue = (value: number) => `${formatDecimal(value)}\u00a0${ENERGY_UNIT}`;

/** The value's name as the certificate's type defines it. */
const valueLabel = (type: CertificateType | null | undefined) =>
  type === "demand" ? "Endenergiebedarf" : type === "consumption" ? "Endenergieverbrauch" : labels.value;

const hotWater = (included: boolean | null | undefined) =>
  included === true ? " inkl. Warmwasser" : included === false ? " ohne Warmwasser" : "";

/** Where a residential listing sits on the A+–H scale. */
export type EnergyScaleMark = { value: number | null; efficiencyClass: EfficiencyClass | null };

/**
 * The energy data an ad states (GEG §87), in words:
 * - `none`: nothing entered (an old listing);
 * - `notice`: the certificate is shown at the viewing, or none is required;
 * - `values`: every value as a fact, and for residential buildings the mark on the A+–H scale.
 */
export type EnergyFacts =
  | { kind: "none" }
  | { kind: "notice"; text: string }
  | { kind: "values"; facts: ListingFact[]; scale: EnergyScaleMark | null };

export function energyFacts(listing: Pick<ListingView, "type" | "yearBuilt" | "energyCertificate">): EnergyFacts {
  const certificate = listing.energyCertificate;
  if (!certificate) return { kind: "none" };
  if (certificate.status !== "available") return { kind: "notice", text: certificateStatusLabels[certificate.status] };

  const commercial = listing.type === "commercial";
  const year = adYearBuilt(listing);
  const candidates: (ListingFact | null)[] = [
    certificate.type ? { key: "type", label: labels.type, value: certificateTypeLabels[certificate.type] } : null,
    !commercial && certificate.value != null
      ? {
          key: "value",
          label: valueLabel(certificate.type),
          value: `${formatEnergyValue(certificate.value)}${hotWater(certificate.includesHotWater)}`,
        }
      : null,
    commercial && certificate.heatValue != null
      ? { key: "heatValue", label: labels.heatValue, value: formatEnergyValue(certificate.heatValue) }
      : null,
    commercial && certificate.electricityValue != null
      ? {
          key: "electricityValue",
          label: labels.electricityValue,
          value: formatEnergyValue(certificate.electricityValue),
        }
      : null,
    certificate.primarySource
      ? { key: "primarySource", label: labels.primarySource, value: energySourceLabels[certificate.primarySource] }
      : null,
    year !== null ? { key: "yearBuilt", label: listingFieldLabels.yearBuilt, value: String(year) } : null,
    certificate.efficiencyClass
      ? { key: "efficiencyClass", label: labels.efficiencyClass, value: certificate.efficiencyClass }
      : null,
    certificate.validUntil
      ? { key: "validUntil", label: labels.validUntil, value: formatDate(certificate.validUntil) }
      : null,
  ];
  const hasMark = !commercial && (certificate.value != null || certificate.efficiencyClass);
  return {
    kind: "values",
    facts: candidates.filter((fact): fact is ListingFact => fact !== null),
    scale: hasMark ? { value: certificate.value ?? null, efficiencyClass: certificate.efficiencyClass ?? null } : null,
  };
}
