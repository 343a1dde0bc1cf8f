// The columns an import file may have: each field's JSON name (SPEC's comma file) and the German
// headers of agency software and Excel exports. The one place the CSV tab, the ZIP import and the
// page that documents the format read them from. Headers match whatever their case, umlauts
// (ä or ae), spaces, punctuation or a unit in brackets: "Wohnfläche (m²)" is "Wohnflaeche".
import {
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
} from "../enums";
import { energyCertificateFieldLabels, listingFieldLabels } from "../listing/field-labels";
import {
  certificateStatuses,
  certificateStatusLabels,
  certificateTypeLabels,
  certificateTypes,
  conditionLabels,
  conditions,
  efficiencyClasses,
  energySourceLabels,
  energySources,
  featureLabels,
  features,
  heatingTypeLabels,
  heatingTypes,
  type Feature,
} from "../listing/labels";
import {
  booleanCell,
  dateCell,
  enumCell,
  listCell,
  normalizeName,
  numberCell,
  textCell,
  type CsvNotation,
} from "./csv-values";

type Read = (raw: string, notation: CsvNotation) => unknown;

/** One column: where its value goes (a property field, a certificate field or a feature) and how it is read. */
export type CsvColumn = {
  /** "price", "energyCertificate.value", "features.balcony", or "houseNumber" (joined to the street). */
  target: string;
  /** The header the format reference shows first, then further accepted headers. */
  headers: readonly string[];
  read: Read;
  /** A price column that also tells the marketing type when the file has no such column. */
  implies?: { transactionType: "rent" | "buy" };
};

const text: Read = (raw) => textCell(raw);
const number: Read = (raw, notation) => numberCell(raw, notation);
const bool: Read = (raw) => booleanCell(raw);
const date: Read = (raw) => dateCell(raw);
const list: Read = (raw) => listCell(raw);

/** Etage: a number, or EG / Erdgeschoss (0), UG / Souterrain (-1), "3. OG" (3). */
const floor: Read = (raw, notation) => {
  const value = textCell(raw);
  if (value === undefined) return undefined;
  if (/^(eg|erdgeschoss|hochparterre|parterre)$/i.test(value)) return 0;
  if (/^(ug|untergeschoss|souterrain|keller)$/i.test(value)) return -1;
  const storey = /^(-?\d+)\s*\.?\s*(og|obergeschoss|etage|stock)?$/i.exec(value);
  return storey ? Number(storey[1]) : numberCell(value, notation);
};

/**
 * Breitengrad / Längengrad in decimal degrees, "52.5163" or "52,5163" in either file: a point is
 * never written with thousands separators (which would turn "13.405" into 13405).
 */
const degrees: Read = (raw) => {
  const value = textCell(raw);
  if (value === undefined) return undefined;
  return /^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(",", ".")) : value;
};

/** Verfügbar ab: a date, or "sofort" / "ab sofort" (available now, the field stays empty). */
const availableFrom: Read = (raw) => {
  const value = textCell(raw);
  if (value === undefined || /^(ab\s+)?sofort$/i.test(value)) return undefined;
  return dateCell(value);
};

const oneOf = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  synonyms: Record<string, T> = {},
): Read => {
  // Its own synonyms object: the key of the enumeration's lookup table.
  const own = { ...synonyms };
  return (raw) => enumCell(raw, values, labels, own);
};

const classLabels = Object.fromEntries(efficiencyClasses.map((c) => [c, c])) as Record<
  (typeof efficiencyClasses)[number],
  string
>;

const column = (target: string, headers: string[], read: Read, implies?: CsvColumn["implies"]): CsvColumn => ({
  target,
  headers,
  read,
  implies,
});

/** A listing field: its JSON name, its German label, and further German headers. */
const field = (name: keyof typeof listingFieldLabels, read: Read, more: string[] = []) =>
  column(name, [name, listingFieldLabels[name], ...more], read);

/** An energy certificate field: "energyCertificate.value", its German label, and more. */
const certificate = (name: keyof typeof energyCertificateFieldLabels, read: Read, more: string[] = []) =>
  column(`energyCertificate.${name}`, [`energyCertificate.${name}`, energyCertificateFieldLabels[name], ...more], read);

const featureSynonyms: Partial<Record<Feature, string[]>> = {
  fitted_kitchen: ["EBK", "Küche"],
  elevator: ["Fahrstuhl", "Lift", "Personenaufzug"],
  cellar: ["Kellerabteil", "Kellerraum"],
  parking: ["Garage", "Tiefgarage", "Stellplatz/Garage", "Parkplatz"],
  step_free: ["Barrierefrei", "Stufenlos"],
  guest_toilet: ["Gäste-WC", "Gästetoilette", "Gäste WC"],
  pets_allowed: ["Haustiere", "Haustiere erlaubt", "Tierhaltung"],
  garden: ["Gartennutzung", "Gartenanteil"],
  furnished: ["Möbliert", "Möbel"],
};

/** One ja/nein column per feature: "Balkon", "Aufzug" … (or features.balcony). */
const featureColumns = features.map((feature) =>
  column(
    `features.${feature}`,
    [featureLabels[feature], `features.${feature}`, ...(featureSynonyms[feature] ?? [])],
    bool,
  ),
);

const featureByName: Record<string, Feature> = Object.fromEntries(
  features.flatMap((f) => [featureLabels[f], ...(featureSynonyms[f] ?? [])].map((name) => [name, f])),
);

/** Ausstattung as one list: "Balkon, Aufzug, Einbauküche" (or the JSON values). */
const featureList: Read = (raw) =>
  listCell(raw, /[,;|\n]/).map((name) => enumCell(name, features, featureLabels, featureByName) as string);

export const csvColumns: readonly CsvColumn[] = [
  field("objectNumber", text, ["Objekt-Nr.", "ObjektNr", "Objekt-ID", "Externe Objektnummer"]),
  field("title", text, ["Überschrift", "Objekttitel"]),
  field("type", oneOf(propertyTypes, propertyTypeLabels, propertyTypeSynonyms()), ["Art", "Objektart", "Typ"]),
  field("transactionType", oneOf(transactionTypes, transactionTypeLabels, transactionSynonyms()), [
    "Vermarktung",
    "Angebot",
    "Angebotsart",
  ]),
  field("price", number),
  column("price", ["Kaltmiete", "Nettokaltmiete", "Kaltmiete (€)"], number, { transactionType: "rent" }),
  column("price", ["Kaufpreis"], number, { transactionType: "buy" }),
  field("serviceCharges", number, ["Betriebskosten", "Nebenkosten (€)"]),
  field("heatingCosts", number),
  field("heatingIncluded", bool, ["Heizkosten enthalten", "Heizkosten in Nebenkosten"]),
  field("deposit", number, ["Mietsicherheit"]),
  field("buyerCommission", text, ["Provision", "Maklerprovision", "Courtage"]),
  field("commissionFree", bool),
  field("size", number, ["Fläche", "Wohnfläche (m²)"]),
  field("rooms", number, ["Zimmeranzahl", "Anzahl Zimmer"]),
  field("bedrooms", number),
  field("bathrooms", number, ["Bäder", "Anzahl Badezimmer"]),
  field("usableArea", number),
  field("plotSize", number, ["Grundstück"]),
  field("address", text, ["Straße", "Adresse", "Strasse"]),
  column("houseNumber", ["Hausnummer", "Hausnr.", "Nr."], text),
  field("postalCode", text, ["PLZ"]),
  field("city", text, ["Ort", "Stadt"]),
  field("district", text, ["Stadtteil", "Bezirk"]),
  field("showAddress", bool, ["Adresse anzeigen"]),
  field("latitude", degrees, ["lat", "Geo-Breite"]),
  field("longitude", degrees, ["lng", "lon", "Geo-Länge"]),
  field("floor", floor, ["Geschoss", "Stockwerk"]),
  field("floors", number, ["Etagenzahl", "Anzahl Etagen", "Geschosse"]),
  field("yearBuilt", number),
  field("condition", oneOf(conditions, conditionLabels)),
  field("availableFrom", availableFrom, ["Bezugsfrei ab", "Frei ab"]),
  field("heatingType", oneOf(heatingTypes, heatingTypeLabels, heatingSynonyms()), ["Heizung"]),
  field("description", text, ["Objektbeschreibung"]),
  field("images", list, ["Fotos"]),
  field("floorPlans", list, ["Grundriss"]),
  field("status", oneOf(propertyStatuses, propertyStatusLabels, { Entwurf: "hidden" })),
  field("isHighlight", bool, ["Top-Angebot"]),
  field("features", featureList),
  ...featureColumns,
  certificate("status", oneOf(certificateStatuses, certificateStatusLabels, certificateStatusSynonyms()), [
    "Energieausweis vorhanden",
  ]),
  certificate("type", oneOf(certificateTypes, certificateTypeLabels, { Bedarf: "demand", Verbrauch: "consumption" }), [
    "Energieausweistyp",
    "Energieausweisart",
    "Ausweisart",
  ]),
  certificate("value", number, [
    "Energiekennwert",
    "Endenergiebedarf",
    "Endenergieverbrauch",
    "Energieverbrauchskennwert",
    "Energiebedarf",
    "Energieverbrauch",
  ]),
  certificate("includesHotWater", bool, ["Warmwasser enthalten", "inkl. Warmwasser"]),
  certificate("primarySource", oneOf(energySources, energySourceLabels, energySourceSynonyms()), [
    "Energieträger",
    "Befeuerung",
  ]),
  certificate("efficiencyClass", oneOf(efficiencyClasses, classLabels), ["Effizienzklasse", "Energieklasse"]),
  certificate("yearBuilt", number, ["Baujahr Energieausweis"]),
  certificate("issuedAt", date, ["Energieausweis ausgestellt am", "Ausstellungsdatum"]),
  certificate("validUntil", date, ["Energieausweis gültig bis"]),
  certificate("heatValue", number, ["Wärmekennwert"]),
  certificate("electricityValue", number, ["Stromkennwert"]),
];

function propertyTypeSynonyms() {
  return {
    Eigentumswohnung: "apartment",
    Mietwohnung: "apartment",
    Etagenwohnung: "apartment",
    Einfamilienhaus: "house",
    Reihenhaus: "house",
    Doppelhaushälfte: "house",
    Büro: "commercial",
    Laden: "commercial",
    Gewerbefläche: "commercial",
  } as const;
}

function transactionSynonyms() {
  return {
    Miete: "rent",
    Vermietung: "rent",
    "zur Miete": "rent",
    Kauf: "buy",
    Verkauf: "buy",
    "zum Kauf": "buy",
  } as const;
}

function heatingSynonyms() {
  return {
    Etagenheizung: "gas",
    Gasheizung: "gas",
    Elektro: "electric",
    Nachtspeicher: "electric",
    Ofen: "stove",
  } as const;
}

function certificateStatusSynonyms() {
  return {
    "liegt vor": "available",
    vorhanden: "available",
    ja: "available",
    "liegt zur Besichtigung vor": "at_viewing",
    "zur Besichtigung": "at_viewing",
    Besichtigung: "at_viewing",
    "nicht erforderlich": "not_required",
    "nicht benötigt": "not_required",
    entfällt: "not_required",
    Denkmalschutz: "not_required",
  } as const;
}

function energySourceSynonyms() {
  return {
    Erdgas: "gas",
    Heizöl: "oil",
    Wärmepumpe: "heat_pump",
    Umweltwärme: "heat_pump",
    Pellets: "wood_pellets",
    Holz: "wood_pellets",
    Solar: "solar",
  } as const;
}

const byHeader = new Map<string, CsvColumn>();
for (const col of csvColumns) {
  for (const header of col.headers) {
    const key = normalizeName(header);
    if (!byHeader.has(key)) byHeader.set(key, col);
  }
}

/** The column a header names, or undefined for a column the import does not know. */
export const columnForHeader = (header: string): CsvColumn | undefined => byHeader.get(normalizeName(header));

/** The fields every row needs. */
export const requiredCsvFields = [
  "title",
  "type",
  "transactionType",
  "price",
  "size",
  "rooms",
  "address",
  "city",
  "description",
] as const;
