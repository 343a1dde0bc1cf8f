import { z } from "./validation/zod";

// The mails staff send to an applicant from the application's panel: a German draft each, which
// they edit before sending. The client shows the draft; the server renders what they sent.

export const statusMailKinds = ["viewing-invitation", "rejection"] as const;
export type StatusMailKind = (typeof statusMailKinds)[number];

export const statusMailLabels: Record<StatusMailKind, string> = {
  "viewing-invitation": "Einladung zur Besichtigung",
  rejection: "Absage",
};

export type StatusMailFacts = {
  name: string;
  listingTitle: string;
  objectNumber?: string | null;
  reference?: string | null;
  /** Viewing invitation: the proposed day (YYYY-MM-DD) and time (HH:MM). */
  date?: string;
  time?: string;
};

const weekdayDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  if (!year || !month || !day) return iso;
  return new Intl.DateTimeFormat("de-DE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
};

/** "Freitag, 4. Dezember 2026 um 17:30 Uhr", or a placeholder while the date is not chosen. */
export const viewingWhen = (date?: string, time?: string) =>
  date ? `${weekdayDate(date)}${time ? ` um ${time} Uhr` : ""}` : "[Datum und Uhrzeit]";

const about = (f: StatusMailFacts) =>
  f.objectNumber ? `${f.listingTitle} (Objekt-Nr. ${f.objectNumber})` : f.listingTitle;
const referenceLine = (f: StatusMailFacts) => (f.reference ? ` (Referenz ${f.reference})` : "");

export function statusMailDraft(kind: StatusMailKind, f: StatusMailFacts): { subject: string; body: string } {
  if (kind === "viewing-invitation") {
    return {
      subject: `Einladung zur Besichtigung: ${f.listingTitle}`,
      body: [
        `Guten Tag ${f.name},`,
        `vielen Dank für Ihre Bewerbung${referenceLine(f)} für ${about(f)}. Wir möchten Sie gern zu einer Besichtigung einladen.`,
        `Unser Terminvorschlag: ${viewingWhen(f.date, f.time)}.`,
        "Bitte bestätigen Sie uns den Termin kurz per Antwort auf diese E-Mail oder nennen Sie uns einen anderen Zeitpunkt, der Ihnen besser passt.",
        "Mit freundlichen Grüßen",
      ].join("\n\n"),
    };
  }
  return {
    subject: `Ihre Bewerbung für ${f.listingTitle}`,
    body: [
      `Guten Tag ${f.name},`,
      `vielen Dank für Ihr Interesse an ${about(f)} und Ihre Bewerbung${referenceLine(f)}.`,
      "Leider können wir Ihnen die Wohnung nicht anbieten: Wir haben uns für eine andere Bewerbung entschieden. Ihre Angaben und Unterlagen löschen wir gemäß unserer Datenschutzerklärung.",
      "Wir wünschen Ihnen viel Erfolg bei Ihrer weiteren Suche.",
      "Mit freundlichen Grüßen",
    ].join("\n\n"),
  };
}

/** POST /api/applications/{id}/status-mails: the (edited) mail staff send. */
export const statusMailInputSchema = z.object({
  kind: z.enum(statusMailKinds, "Unbekannte Art der E-Mail"),
  subject: z.string().trim().min(3, "Betreff muss mindestens 3 Zeichen enthalten").max(200, "Betreff ist zu lang"),
  body: z.string().trim().min(20, "Text muss mindestens 20 Zeichen enthalten").max(10_000, "Text ist zu lang"),
});
export type StatusMailInput = z.infer<typeof statusMailInputSchema>;

/** POST /api/applications/withdraw: the secret from the receipt's link. */
export const withdrawInputSchema = z.object({
  token: z.string("Ungültiger Link").trim().min(16, "Ungültiger Link").max(200, "Ungültiger Link"),
});
