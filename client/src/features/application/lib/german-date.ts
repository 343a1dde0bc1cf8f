/**
 * Tidies a typed birth date into DD.MM.YYYY: "14031990", "1.3.1990", "14/03/1990", "14-03-1990"
 * become "14.03.1990". Anything else comes back trimmed, for the schema to judge.
 */
export function tidyGermanDate(text: string): string {
  const trimmed = text.trim();
  const digitsOnly = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digitsOnly) return `${digitsOnly[1]}.${digitsOnly[2]}.${digitsOnly[3]}`;
  const separated = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (separated) return `${separated[1].padStart(2, "0")}.${separated[2].padStart(2, "0")}.${separated[3]}`;
  return trimmed;
}
