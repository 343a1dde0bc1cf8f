// Numbers as Germans write them, in one place for every input that takes them: the admin's listing
// form, the tenant application's income and German CSV files.

/** Units and spaces people type around a number: €, EUR, m², qm, kWh/(m²·a). */
const units = /€|eur\b|m²|m2\b|qm\b|kwh\/\(m²·?a\)|kwh\/m²a|\u00a0|\s/gi;

/**
 * "1.290" → 1290, "1.290,50" → 1290.5, "84,5" → 84.5, "1.250.000" → 1250000, "84.5" → 84.5 (a dot
 * not followed by exactly three digits is a decimal point, as a phone's number pad may offer only
 * that). Units and spaces are ignored. Null when nothing is typed, NaN when it is not a number.
 */
export function parseGermanNumber(text: string): number | null {
  const compact = text.replace(units, "");
  if (compact === "") return null;
  let normalised = compact;
  if (/^-?(\d+|\d{1,3}(\.\d{3})+),\d+$/.test(compact)) normalised = compact.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) normalised = compact.replace(/\./g, "");
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
