// What staff read about outgoing mail, for the server's outbox and the admin's Postausgang.

export const mailStatuses = ["queued", "sent", "failed", "kept"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "In Warteschlange",
  sent: "Gesendet",
  failed: "Fehlgeschlagen",
  kept: "Nicht versendet",
};

/** The kinds of mail and how the Postausgang names them; a new kind adds its line here. */
export const mailKindLabels: Record<string, string> = {
  "application-notice": "Neue Bewerbung (Team)",
  "application-receipt": "Eingangsbestätigung Bewerbung",
  "contact-notice": "Neue Nachricht (Team)",
  "contact-receipt": "Eingangsbestätigung Nachricht",
  "viewing-invitation": "Einladung zur Besichtigung",
  rejection: "Absage",
  "account-invitation": "Einladung ins Team",
  "password-reset": "Passwort zurücksetzen",
  "search-alert-confirm": "Suchauftrag bestätigen",
  "search-alert": "Suchauftrag: neue Angebote",
};

export const mailKindLabel = (kind: string) => mailKindLabels[kind] ?? kind;

/** Page size of GET /api/outbox. */
export const OUTBOX_PAGE_SIZE = 20;
