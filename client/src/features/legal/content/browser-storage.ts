// Everything this site stores in the browser, as the Cookies tab and the privacy policy describe it.
import {
  ADMIN_THEME_STORAGE_KEY,
  applicationDraftStorageKey,
  applicationSentStorageKey,
  AUTH_STATUS_STORAGE_KEY,
  FAVORITES_STORAGE_KEY,
  MAP_CONSENT_STORAGE_KEY,
  PUBLIC_THEME_STORAGE_KEY,
  SESSION_COOKIE,
} from "@shared/browser-storage";

export type StorageEntry = { name: string; kind: string; purpose: string; duration: string };

export const storageEntries: StorageEntry[] = [
  {
    name: SESSION_COOKIE,
    kind: "Cookie (technisch notwendig)",
    purpose:
      "Hält die Anmeldung im Verwaltungsbereich aufrecht. Es wird erst gesetzt, wenn sich eine Mitarbeiterin oder ein Mitarbeiter anmeldet; Besucherinnen und Besucher der Website erhalten dieses Cookie nicht. Es ist für Skripte nicht lesbar (HttpOnly) und wird nur an unsere eigene Website gesendet.",
    duration: "Bis zur Abmeldung, spätestens 7 Tage nach der letzten Aktivität",
  },
  {
    name: PUBLIC_THEME_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose:
      "Merkt sich das gewählte Farbschema der Website: Hell, Dunkel oder System. Der Wert verlässt Ihren Browser nicht.",
    duration: "Bis Sie ihn in Ihrem Browser löschen",
  },
  {
    name: FAVORITES_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose:
      "Ihre Merkliste: die Nummern der Immobilien, die Sie mit dem Herz gemerkt haben. Die Liste bleibt in Ihrem Browser und wird nicht auf unserem Server gespeichert.",
    duration: "Bis Sie die Immobilien von der Merkliste entfernen oder den Speicher Ihres Browsers löschen",
  },
  {
    name: MAP_CONSENT_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose:
      "Merkt sich, dass Sie dem Laden der Karten zugestimmt haben, damit wir nicht bei jeder Karte erneut fragen. Erst mit dieser Zustimmung lädt Ihr Browser Kartendaten vom Kartenanbieter.",
    duration: "Bis Sie ihn in Ihrem Browser löschen",
  },
  {
    name: ADMIN_THEME_STORAGE_KEY,
    kind: "Lokaler Speicher (localStorage)",
    purpose: "Merkt sich das Farbschema des Verwaltungsbereichs (nur für angemeldete Mitarbeiter).",
    duration: "Bis Sie ihn in Ihrem Browser löschen",
  },
  {
    name: applicationDraftStorageKey("{Objektnummer}"),
    kind: "Sitzungsspeicher (sessionStorage)",
    purpose:
      "Bewahrt die bereits eingetippten Angaben einer Mieterselbstauskunft auf, damit sie beim Neuladen der Seite nicht verloren gehen. Hochgeladene Dokumente werden dort nicht gespeichert.",
    duration: "Bis die Bewerbung abgeschickt oder der Browser-Tab geschlossen wird",
  },
  {
    name: applicationSentStorageKey("{Objektnummer}"),
    kind: "Sitzungsspeicher (sessionStorage)",
    purpose:
      "Merkt sich nach dem Absenden einer Bewerbung Ihren Namen und die Referenznummer, damit die Bestätigung auch nach dem Neuladen der Seite angezeigt wird.",
    duration: "Bis zum Schließen des Browser-Tabs",
  },
  {
    name: AUTH_STATUS_STORAGE_KEY,
    kind: "Sitzungsspeicher (sessionStorage)",
    purpose:
      "Merkt sich im Verwaltungsbereich, ob Sie angemeldet sind, damit die Seiten auch bei kurzen Verbindungsproblemen funktionieren.",
    duration: "Bis zum Schließen des Browser-Tabs",
  },
];
