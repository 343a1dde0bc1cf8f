import { formatDate, formatPrice } from "@shared/format";
import type { AdminApplication } from "@shared/contracts/applications";

// The detail panel and the print view show the same sections with the same German labels.

export const removedPropertyLabel = "Immobilie entfernt";
export const propertyNumber = (id: number) => `Nr. ${id}`;

export type DetailRow = { label: string; value: string; href?: string };
/** rows (label/value), a list (roommates) or a free text (additional info); emptyText when list or text is empty. */
export type DetailSection = {
  id: SectionId;
  title: string;
  rows: DetailRow[];
  list?: string[];
  text?: string;
  emptyText?: string;
};
export type SectionId =
  "property" | "personal" | "employment" | "living" | "roommates" | "additional" | "documents" | "signature";

export const sectionTitles: Record<SectionId, string> = {
  property: "Immobilie",
  personal: "Persönliche Daten",
  employment: "Beschäftigung",
  living: "Wohnsituation",
  roommates: "Mitbewohner",
  additional: "Zusätzliche Informationen",
  documents: "Dokumente",
  signature: "Unterschrift",
};

export const documentLabels = { idCard: "Personalausweis", payslip: "Lohnabrechnung" } as const;

const notGiven = "Keine Angabe";
const orNotGiven = (value: string | null | undefined) => (value && value.trim() ? value : notGiven);

/** "3.800 € netto / Monat" */
export const formatIncome = (income: number) => `${formatPrice(income)} netto / Monat`;

/** Everything but the documents section, which the panel and the print view render themselves. */
export function applicationSections(a: AdminApplication): DetailSection[] {
  const section = (id: SectionId, rows: DetailRow[], extra: Partial<DetailSection> = {}): DetailSection => ({
    id,
    title: sectionTitles[id],
    rows,
    ...extra,
  });
  return [
    section("property", [
      { label: "Objekt", value: a.propertyTitle ?? removedPropertyLabel },
      { label: "Objektnummer", value: propertyNumber(a.propertyId) },
    ]),
    section("personal", [
      { label: "Name", value: a.name },
      { label: "E-Mail", value: a.email, href: `mailto:${a.email}` },
      { label: "Telefon", value: a.phone, href: `tel:${a.phone.replace(/[^\d+]/g, "")}` },
      { label: "Geburtsdatum", value: a.birthDate },
      { label: "Geburtsort", value: a.birthPlace },
    ]),
    section("employment", [
      { label: "Beruf", value: a.occupation },
      { label: "Arbeitgeber", value: a.employmentInfo.employer },
      { label: "Beschäftigt seit / Dauer", value: a.employmentInfo.duration },
      { label: "Art der Beschäftigung", value: a.employmentInfo.employmentType },
      { label: "Nettoeinkommen", value: formatIncome(a.income) },
    ]),
    section("living", [
      { label: "Aktuelle Adresse", value: a.currentAddress },
      { label: "Aktueller Vermieter", value: orNotGiven(a.currentLandlord) },
      { label: "Gewünschter Einzug", value: formatDate(a.moveInDate) || a.moveInDate },
    ]),
    section("roommates", [], { list: a.roommates, emptyText: "Keine Mitbewohner angegeben" }),
    section("additional", [], { text: a.additionalInfo?.trim() ?? "", emptyText: "Keine zusätzlichen Informationen" }),
    section("signature", [
      { label: "Digitale Unterschrift", value: a.signature },
      { label: "Eingegangen am", value: formatDate(a.createdAt) },
    ]),
  ];
}
