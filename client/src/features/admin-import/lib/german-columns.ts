// The German column names the CSV import understands, for the format reference: generated from the
// import's own column table, so the page never promises a header the reader does not know.
import { csvColumns } from "@shared/imports/csv-columns";
import { normalizeName } from "@shared/imports/csv-values";

export type GermanColumn = { header: string; alternatives: string[]; values?: string };

const isJsonName = (header: string) => /^[a-z]+([A-Z][a-z]*)*(\.[a-zA-Z_]+)?$/.test(header);

/** Hints by the column's first German header. */
const valueHints: Record<string, string> = {
  Immobilientyp: "Wohnung, Haus, Gewerbe, Neubau",
  Vermarktungsart: "Miete oder Kauf",
  Preis: "Kaltmiete bzw. Kaufpreis in Euro",
  Kaltmiete: "ohne Spalte Vermarktungsart: Miete",
  Kaufpreis: "ohne Spalte Vermarktungsart: Kauf",
  Wohnfläche: "Dezimalkomma: 84,5",
  Etage: "Zahl, EG, UG oder „3. OG“",
  "Verfügbar ab": "TT.MM.JJJJ oder „sofort“",
  Ausstattung: "Liste, z. B. „Balkon, Aufzug, Einbauküche“",
  Energieausweis: "liegt vor, liegt zur Besichtigung vor, nicht erforderlich",
  "Art des Energieausweises": "Bedarfsausweis oder Verbrauchsausweis",
  Energieeffizienzklasse: "A+ bis H",
  "Gültig bis": "TT.MM.JJJJ",
  Hausnummer: "wird an die Straße angehängt",
};

/** Each column once: its first German header, the other accepted spellings, and a value hint. */
export function germanColumns(): GermanColumn[] {
  const seen = new Set<string>();
  const result: GermanColumn[] = [];
  for (const column of csvColumns) {
    const german = column.headers.filter((header) => !isJsonName(header));
    const unique = german.filter(
      (header, i) => german.findIndex((h) => normalizeName(h) === normalizeName(header)) === i,
    );
    const [header, ...alternatives] = unique;
    if (!header || seen.has(normalizeName(header))) continue;
    seen.add(normalizeName(header));
    const isFeature = column.target.startsWith("features.");
    result.push({ header, alternatives, values: isFeature ? "ja oder nein" : valueHints[header] });
  }
  return result;
}
