import { formatNumber } from "../format";
import { efficiencyClasses, type EfficiencyClass } from "./labels";

/**
 * The upper bound (exclusive) of each class's final energy value in kWh/(m²·a), as the Gebäudeenergie-
 * gesetz sets them for residential buildings; H has none.
 */
export const efficiencyClassBounds: Record<EfficiencyClass, number | null> = {
  "A+": 30,
  A: 50,
  B: 75,
  C: 100,
  D: 130,
  E: 160,
  F: 200,
  G: 250,
  H: null,
};

/** The class a residential building's final energy value falls into. */
export function efficiencyClassFor(value: number): EfficiencyClass {
  return efficiencyClasses.find((c) => efficiencyClassBounds[c] === null || value < efficiencyClassBounds[c])!;
}

/**
 * Why a stated class cannot be right for the stated value (GEG Anlage 10), naming the class that
 * fits; null when it fits. 'Die Energieeffizienzklasse passt nicht zum Kennwert 142 kWh/(m²·a):
 * richtig ist Klasse E.'
 */
export function efficiencyClassMismatch(value: number, efficiencyClass: EfficiencyClass): string | null {
  const fitting = efficiencyClassFor(value);
  if (fitting === efficiencyClass) return null;
  return `Die Energieeffizienzklasse passt nicht zum Kennwert ${formatNumber(value, 2)} ${ENERGY_UNIT}: richtig ist Klasse ${fitting}.`;
}

/** "unter 30", "30 bis unter 50" … "ab 250": the value range of a class, in words. */
export function efficiencyClassRange(efficiencyClass: EfficiencyClass): string {
  const index = efficiencyClasses.indexOf(efficiencyClass);
  const upper = efficiencyClassBounds[efficiencyClass];
  const lower = index === 0 ? null : efficiencyClassBounds[efficiencyClasses[index - 1]];
  if (lower === null) return `unter ${upper}`;
  return upper === null ? `ab ${lower}` : `${lower} bis unter ${upper}`;
}

/** The unit of every energy value in an ad. */
export const ENERGY_UNIT = "kWh/(m²·a)";
