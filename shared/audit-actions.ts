// The events the audit trail records, with the German names the 'Protokoll' page filters by.

export const auditActions = {
  "auth.sign_in": "Anmeldung",
  "auth.sign_in_failed": "Fehlgeschlagene Anmeldung",
  "auth.password_changed": "Passwort geändert",
  "auth.password_reset": "Passwort zurückgesetzt",
  "document.viewed": "Dokument angesehen",
  "document.downloaded": "Dokument heruntergeladen",
  "application.status_changed": "Status geändert",
  "application.exported": "Bewerbung exportiert",
  "application.deleted": "Bewerbung gelöscht",
  "applicant.exported": "Auskunft exportiert",
  "applicant.erased": "Bewerberdaten gelöscht",
  "property.published": "Immobilie veröffentlicht",
  "property.unpublished": "Immobilie verborgen",
  "property.deleted": "Immobilie gelöscht",
  "properties.imported": "Import",
  "post.published": "Beitrag veröffentlicht",
  "post.deleted": "Beitrag gelöscht",
  "contact.deleted": "Nachricht gelöscht",
  "account.invited": "Konto eingeladen",
  "account.activated": "Konto angelegt",
  "account.role_changed": "Rolle geändert",
  "account.deactivated": "Konto deaktiviert",
  "account.reactivated": "Konto reaktiviert",
  "retention.erased": "Löschfristen angewendet",
  "outbox.read": "E-Mail gelesen",
  "outbox.resent": "E-Mail erneut gesendet",
  "backup.created": "Sicherung erstellt",
  "backup.downloaded": "Sicherung heruntergeladen",
} as const;

export type AuditAction = keyof typeof auditActions;
export const auditActionKeys = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/** Entries per page of the 'Protokoll'. */
export const AUDIT_PAGE_SIZE = 50;
