import { siteConfig } from "./site-config";
import type { PageWords } from "./page-words";

// The pages of fixed content: each page sets its title and description in the browser, and the
// server writes the same words into the head it sends, so crawlers, link previews and a visitor
// whose JavaScript has not run yet read the page's own title.
export const fixedPageHeads = {
  "/services": {
    title: "Leistungen",
    description: `Vermittlung, Verwaltung, Wertermittlung, Mietermanagement, Instandhaltung und Projektentwicklung: die Leistungen von ${siteConfig.name} für Eigentümer, Käufer und Mieter in Berlin.`,
  },
  "/about-us": {
    title: "Über uns",
    description: `${siteConfig.name}: seit ${siteConfig.foundingYear} Ihr Immobilienpartner in Berlin. Lernen Sie unsere Geschichte, unser Team und unsere Werte kennen.`,
  },
  "/contact": {
    title: "Kontakt",
    description: `Kontakt zu ${siteConfig.name}: Adresse, Telefon, E-Mail und Öffnungszeiten unseres Berliner Büros – oder schreiben Sie uns direkt über das Kontaktformular.`,
  },
  "/legal": {
    title: "Impressum, Datenschutz und Cookies",
    description: `Impressum, Datenschutzerklärung und Hinweise zu Cookies von ${siteConfig.name}.`,
  },
  "/favorites": {
    title: "Merkliste",
    description: "Ihre gemerkten Immobilien bei Spreehaus Immobilien – gespeichert in Ihrem Browser, ganz ohne Konto.",
  },
  "/withdraw-application": {
    title: "Bewerbung zurückziehen",
    description:
      "Ziehen Sie Ihre Bewerbung bei Spreehaus Immobilien zurück; Ihre Angaben und Unterlagen werden gelöscht.",
  },
  "/search-alerts/confirm": {
    title: "Suchauftrag bestätigen",
    description: "Bestätigen Sie Ihren Suchauftrag bei Spreehaus Immobilien.",
  },
  "/search-alerts/unsubscribe": {
    title: "Suchauftrag abmelden",
    description: "Von einem Suchauftrag bei Spreehaus Immobilien abmelden.",
  },
} as const satisfies Record<string, PageWords>;

export type FixedPagePath = keyof typeof fixedPageHeads;

/** The words of `path` when it is a page of fixed content. */
export const fixedPageHeadOf = (path: string): PageWords | undefined =>
  Object.hasOwn(fixedPageHeads, path) ? fixedPageHeads[path as FixedPagePath] : undefined;
