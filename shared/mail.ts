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

/**
 * Links that carry a secret (a password reset, an invitation, an applicant's page, a search alert's
 * confirm or unsubscribe link). A stored mail holds this placeholder where the token goes; the
 * token is made again only when the mail is sent, so nobody reading the Postausgang can use it.
 */
export const secretLinkPurposes = [
  "password-reset",
  "invitation",
  "application",
  "search-alert-confirm",
  "search-alert-unsubscribe",
] as const;
export type SecretLinkPurpose = (typeof secretLinkPurposes)[number];
/** What the sending job needs to make the token again: its purpose and the record it opens. */
export type SecretLink = { purpose: SecretLinkPurpose; ref: number };
export const SECRET_TOKEN_PLACEHOLDER = "[token-entfernt]";

/** Mails with a one-time sign-in link: only owners may read or resend them (a colleague could take over the account). */
export const accountMailKinds = ["account-invitation", "password-reset"] as const;

/** Page size of GET /api/outbox. */
export const OUTBOX_PAGE_SIZE = 20;
