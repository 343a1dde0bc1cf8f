// Numbers as a German admin types them: "84,5", "1.250.000", "2.5" (a lone dot is read as a decimal
// point, because the number field of a phone keyboard may offer only that).

/** The typed text as a number: null when empty, NaN when it is not a number. */
export function parseGermanNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, "");
  if (compact === "") return null;
  let normalised = compact;
  if (compact.includes(",")) {
    // "1.250,50": dots group thousands, the comma is the decimal separator.
    normalised = compact.replace(/\./g, "").replace(",", ".");
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(compact)) {
    // "1.250.000": only thousands groups.
    normalised = compact.replace(/\./g, "");
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A stored number as the field shows it: 84.5 → "84,5", 1250000 → "1250000", null → "". */
export function formatGermanNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  return String(value).replace(".", ",");
}
