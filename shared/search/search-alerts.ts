// Search alerts ('Suchauftrag'): a visitor's saved list filter, mailed when a matching listing is
// published. The filter is the list page's own (propertyFilterSchema), so an alert matches exactly
// what the list would show.
import { propertyTypeLabels, transactionTypeLabels } from "../enums";
import { formatArea, formatNumber, formatPrice, formatRooms } from "../format";
import { featureLabels } from "../listing/labels";
import { emailRule } from "../validation/contact";
import { z } from "../validation/zod";
import { propertyFilterSchema, requireCentreWithRadius, type PropertyFilter } from "./list-query";

export const alertFrequencies = ["instant", "daily"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: "Sofort",
  daily: "Täglich",
};

/** A filter sent as JSON may say `isHighlight: true`; the list's schema reads query-string text. */
function jsonFilterToQueryFields(value: unknown): unknown {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const fields = { ...(value as Record<string, unknown>) };
  if (typeof fields.isHighlight === "boolean") fields.isHighlight = String(fields.isHighlight);
  return fields;
}

/** POST /api/search-alerts. */
export const searchAlertInputSchema = z.object({
  email: emailRule(),
  frequency: z.enum(alertFrequencies, "Bitte wählen Sie „Sofort“ oder „Täglich“."),
  filter: z.preprocess(
    jsonFilterToQueryFields,
    z
      .strictObject(propertyFilterSchema.shape, { error: "Unbekanntes Filterfeld" })
      .superRefine(requireCentreWithRadius),
  ),
});
export type SearchAlertInput = z.input<typeof searchAlertInputSchema>;

/** POST /api/search-alerts/confirm. */
export const searchAlertTokenSchema = z.object({
  token: z.string("Der Link ist unvollständig.").trim().min(1, "Der Link ist unvollständig.").max(200),
});

/** The filter as stored: only the fields given, features sorted, so equal searches are equal JSON. */
export function normalizeAlertFilter(filter: PropertyFilter): PropertyFilter {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length) stored[key] = [...value].sort();
      continue;
    }
    stored[key] = value;
  }
  return stored as PropertyFilter;
}

/**
 * The filter in German words, e.g. "Mieten, Wohnung, Berlin, bis 1.500 €, ab 2 Zimmer": what the
 * sign-up dialog shows, the mails repeat, and staff see as the demand for a search. Without
 * `typedText` the place the visitor typed is not repeated (mail to an unconfirmed address).
 */
export function describeAlertFilter(filter: PropertyFilter, options: { typedText?: boolean } = {}): string {
  const parts: string[] = [];
  if (filter.transactionType) parts.push(transactionTypeLabels[filter.transactionType]);
  if (filter.type) parts.push(propertyTypeLabels[filter.type]);
  if (filter.city) parts.push(options.typedText === false ? "am eingegebenen Ort" : filter.city);
  if (filter.place) parts.push(options.typedText === false ? "am eingegebenen Ort" : filter.place);
  if (filter.near && filter.radiusKm !== undefined) parts.push(`im Umkreis von ${formatNumber(filter.radiusKm)} km`);
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined)
    parts.push(`${formatPrice(filter.minPrice)} bis ${formatPrice(filter.maxPrice)}`);
  else if (filter.minPrice !== undefined) parts.push(`ab ${formatPrice(filter.minPrice)}`);
  else if (filter.maxPrice !== undefined) parts.push(`bis ${formatPrice(filter.maxPrice)}`);
  if (filter.minRooms !== undefined) parts.push(`ab ${formatRooms(filter.minRooms)} Zimmer`);
  if (filter.minSize !== undefined) parts.push(`ab ${formatArea(filter.minSize)}`);
  if (filter.features?.length) parts.push(`mit ${filter.features.map((f) => featureLabels[f]).join(", ")}`);
  if (filter.isHighlight === true) parts.push("nur Highlights");
  return parts.length ? parts.join(", ") : "Alle Immobilien";
}

export const searchAlertMessages = {
  accepted:
    "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihren Suchauftrag über den Link darin.",
  confirmed: "Ihr Suchauftrag ist aktiv. Sie erhalten ab jetzt passende Angebote per E-Mail.",
  confirmInvalid:
    "Dieser Bestätigungslink ist ungültig oder wurde bereits bestätigt. Ein bestätigter Suchauftrag bleibt aktiv; einen abgelaufenen können Sie auf der Immobilienliste neu anlegen.",
  unsubscribed: "Sie sind abgemeldet. Zu diesem Suchauftrag erhalten Sie keine E-Mails mehr.",
  unsubscribeInvalid:
    "Dieser Abmeldelink ist ungültig oder wurde bereits verwendet. Falls Sie sich schon abgemeldet haben, erhalten Sie zu diesem Suchauftrag keine E-Mails mehr.",
  /** The server adds when to try again. */
  tooMany: "Zu viele Suchaufträge in kurzer Zeit.",
} as const;

/** Unconfirmed alerts are erased after this many days. */
export const UNCONFIRMED_ALERT_DAYS = 7;
