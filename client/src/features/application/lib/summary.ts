import { formatDate, formatPrice } from "@shared/format";
import { isoDateParts } from "@shared/dates";
import { normaliseEuroAmount } from "@shared/validation/application";
import { fieldLabels } from "./field-labels";
import type { ApplicationFormValues } from "./form-values";
import type { StepNumber } from "./steps";

export type SummaryRow = { label: string; value: string };
export type SummarySection = { step: StepNumber; rows: SummaryRow[] };

const NOT_GIVEN = "–";
const shown = (value: string) => value.trim() || NOT_GIVEN;

/** "3800" or "3.800" → "3.800 €"; what cannot be read is shown as typed. */
export function displayIncome(typed: string): string {
  const amount = Number(normaliseEuroAmount(typed));
  return typed.trim() && Number.isFinite(amount) ? formatPrice(amount) : shown(typed);
}

/** "2026-05-01" → "1. Mai 2026". */
export function displayIsoDate(iso: string): string {
  return isoDateParts(iso) ? formatDate(`${iso}T12:00:00`) : shown(iso);
}

/** What step 6 lists: everything entered, grouped by step 1–5, in the words of the form. */
export function summarySections(
  values: ApplicationFormValues,
  fileNames: { idCard?: string; payslip?: string },
): SummarySection[] {
  const l = fieldLabels;
  return [
    {
      step: 1,
      rows: [
        { label: l.name, value: shown(values.name) },
        { label: l.email, value: shown(values.email) },
        { label: l.phone, value: shown(values.phone) },
        { label: l.birthDate, value: shown(values.birthDate) },
        { label: l.birthPlace, value: shown(values.birthPlace) },
      ],
    },
    {
      step: 2,
      rows: [
        { label: l.occupation, value: shown(values.occupation) },
        { label: l.employer, value: shown(values.employmentInfo.employer) },
        { label: l.duration, value: shown(values.employmentInfo.duration) },
        { label: l.employmentType, value: shown(values.employmentInfo.employmentType) },
        { label: l.income, value: displayIncome(values.income) },
      ],
    },
    {
      step: 3,
      rows: [
        { label: l.currentAddress, value: shown(values.currentAddress) },
        { label: l.currentLandlord, value: shown(values.currentLandlord) },
        { label: l.moveInDate, value: displayIsoDate(values.moveInDate) },
      ],
    },
    { step: 4, rows: [{ label: l.roommates, value: values.roommates.length ? values.roommates.join(", ") : "Keine" }] },
    {
      step: 5,
      rows: [
        { label: l.idCard, value: fileNames.idCard ?? "Nicht hochgeladen" },
        { label: l.payslip, value: fileNames.payslip ?? "Nicht hochgeladen" },
      ],
    },
  ];
}
