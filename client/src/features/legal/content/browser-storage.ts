// Everything this site stores in the browser, as the Cookies tab and the privacy policy describe it.
// browser-storage.test.ts checks the names against the code that sets them.
import { ADMIN_THEME_STORAGE_KEY, PUBLIC_THEME_STORAGE_KEY } from "@/components/theme/theme";

export type StorageEntry = { name: string; kind: string; purpose: string; duration: string };

/** Name of the session cookie (server/auth/session.ts, SESSION_COOKIE). */
export const SESSION_COOKIE_NAME = "spreehaus.sid";
/** sessionStorage key of the admin area's cached sign-in state (features/auth). */
export const AUTH_STATUS_STORAGE_NAME = "admin-auth-status";
/** sessionStorage key pattern of an application draft (features/application). */
export const APPLICATION_DRAFT_STORAGE_NAME = "spreehaus:bewerbung:{Objektnummer}";

export const storageEntries: StorageEntry[] = [
  {
    name: SESSION_COOKIE_NAME,
    kind: "Cookie (technisch notwendig)",
    purpose:
      "Hält die Anmeldung im Verwaltungsbereich aufrecht. Es wird erst gesetzt, wenn sich eine Mitarbeiterin oder ein Mitarbeiter anmeldet; Besucherinnen und Besucher der Website erhalten dieses Cookie nicht. Es ist für Skripte nicht lesbar (HttpOnly) und wird nur an unsere eigene Website gesendet.",
    duration: "Bis zur Abmeldung, spätestens 7 Tage nach der letzten Aktivität",
  },
  {
    name: PUBLIC_THEME_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose: "Merkt sich das gewählte Farbschema der Website: Hell, Dunkel oder System. Der Wert verlässt Ihren Browser nicht.",
    duration: "Bis Sie ihn in Ihrem Browser löschen",
  },
  {
    name: ADMIN_THEME_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose: "Merkt sich das Farbschema des Verwaltungsbereichs (nur für angemeldete Mitarbeiter).",
    duration: "Bis Sie ihn in Ihrem Browser löschen",
  },
  {
    name: APPLICATION_DRAFT_STORAGE_NAME,
    kind: "Sitzungsspeicher (sessionStorage)",
    purpose:
      "Bewahrt die bereits eingetippten Angaben einer Mieterselbstauskunft auf, damit sie beim Neuladen der Seite nicht verloren gehen. Hochgeladene Dokumente werden dort nicht gespeichert.",
    duration: "Bis die Bewerbung abgeschickt oder der Browser-Tab geschlossen wird",
  },
  {
    name: AUTH_STATUS_STORAGE_NAME,
    kind: "Sitzungsspeicher (sessionStorage)",
    purpose: "Merkt sich im Verwaltungsbereich, ob Sie angemeldet sind, damit die Seiten auch bei kurzen Verbindungsproblemen funktionieren.",
    duration: "Bis zum Schließen des Browser-Tabs",
  },
];
