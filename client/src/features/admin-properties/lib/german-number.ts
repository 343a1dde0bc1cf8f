// The admin form's numbers: read with the shared German rule ("1.290", "1.290,50", "84,5"), shown
// back with a decimal comma.
export { parseGermanNumber } from "@shared/german-number";

/** A stored number as the field shows it: 84.5 → "84,5", 1250000 → "1250000", null → "". */
export function formatGermanNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  return String(value).replace(".", ",");
}
