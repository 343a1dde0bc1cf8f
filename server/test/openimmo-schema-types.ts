// The OpenImmo 1.2.7b schema's type of every element and attribute the export writes, written
// from reading openimmo_127b.xsd (the XSD itself may not be redistributed, so it is not in the
// repository). An element the export starts writing must be added here with its schema type,
// or the export tests fail.
//
// Keys: an element's name for the schema's global elements, `parent/name` for the ones it
// declares locally (energiepass's children). `children` lists, in the schema's sequence order,
// the children the export writes; `!` marks a child or attribute the schema requires.

export type SimpleType =
  | "xs:string"
  | "xs:decimal"
  | "xs:boolean"
  | "xs:int"
  | "xs:positiveInteger"
  | "xs:date"
  | "xs:dateTime"
  /** The schema's `kontakt` type: xs:string of at least one character. */
  | "kontakt"
  /** The schema enumerates the ISO 3166-1 alpha-3 country codes (iso_land). */
  | "iso-3166-alpha-3"
  /** The schema enumerates the ISO 4217 currency codes (iso_waehrung). */
  | "iso-4217"
  | { enumeration: readonly string[] };

export type Attributes = Readonly<Record<string, SimpleType>>;

export type ElementType =
  /** Text of a simple type, possibly with attributes (xsd:simpleContent). */
  | { content: SimpleType; attributes?: Attributes }
  /** Attributes only, no text. */
  | { content: "empty"; attributes?: Attributes }
  /** Free text with attributes (complexType mixed="true" without child elements). */
  | { content: "mixed"; attributes?: Attributes }
  | { content: "elements"; children: readonly string[]; attributes?: Attributes };

const text = (content: SimpleType, attributes?: Attributes): ElementType => ({ content, attributes });
const empty = (attributes: Attributes): ElementType => ({ content: "empty", attributes });
const mixed = (attributes: Attributes): ElementType => ({ content: "mixed", attributes });
const elements = (children: string[], attributes?: Attributes): ElementType => ({
  content: "elements",
  children,
  attributes,
});
/** An enumeration, its values separated by spaces (none of the schema's values holds one). */
const oneOf = (values: string): SimpleType => ({ enumeration: values.split(" ") });
/** Boolean attributes, their names separated by spaces. */
const flags = (names: string): Attributes => Object.fromEntries(names.split(" ").map((name) => [name, "xs:boolean"]));

const string = text("xs:string");
const decimal = text("xs:decimal");
const boolean = text("xs:boolean");

export const openimmoSchemaTypes: Readonly<Record<string, ElementType>> = {
  openimmo: elements(["uebertragung!", "anbieter!"]),
  uebertragung: empty({
    "art!": oneOf("ONLINE OFFLINE"),
    "umfang!": oneOf("TEIL VOLL"),
    modus: oneOf("NEW CHANGE DELETE"),
    "version!": "xs:string",
    "sendersoftware!": "xs:string",
    "senderversion!": "xs:string",
    techn_email: "xs:string",
    timestamp: "xs:dateTime",
  }),
  anbieter: elements(["anbieternr", "firma!", "openimmo_anid!", "immobilie"]),
  anbieternr: string,
  firma: string,
  openimmo_anid: string,
  immobilie: elements([
    "objektkategorie!",
    "geo!",
    "kontaktperson!",
    "preise",
    "flaechen",
    "ausstattung",
    "zustand_angaben",
    "freitexte",
    "anhaenge",
    "verwaltung_objekt",
    "verwaltung_techn!",
    "user_defined_simplefield",
  ]),
  user_defined_simplefield: mixed({ "feldname!": "xs:string" }),

  objektkategorie: elements(["nutzungsart!", "vermarktungsart!", "objektart!"]),
  nutzungsart: empty({ ...flags("ANLAGE WAZ"), "WOHNEN!": "xs:boolean", "GEWERBE!": "xs:boolean" }),
  vermarktungsart: empty({ ...flags("ERBPACHT LEASING"), "KAUF!": "xs:boolean", "MIETE_PACHT!": "xs:boolean" }),
  // A choice: exactly one kind of object.
  objektart: elements(["wohnung", "haus", "buero_praxen"]),
  wohnung: empty({
    wohnungtyp: oneOf(
      "DACHGESCHOSS MAISONETTE LOFT-STUDIO-ATELIER PENTHOUSE TERRASSEN ETAGE ERDGESCHOSS SOUTERRAIN APARTMENT FERIENWOHNUNG GALERIE ROHDACHBODEN ATTIKAWOHNUNG KEINE_ANGABE",
    ),
  }),
  haus: empty({
    haustyp: oneOf(
      "REIHENHAUS REIHENEND REIHENMITTEL REIHENECK DOPPELHAUSHAELFTE EINFAMILIENHAUS STADTHAUS BUNGALOW VILLA RESTHOF BAUERNHAUS LANDHAUS SCHLOSS ZWEIFAMILIENHAUS MEHRFAMILIENHAUS FERIENHAUS BERGHUETTE CHALET STRANDHAUS LAUBE-DATSCHE-GARTENHAUS APARTMENTHAUS BURG HERRENHAUS FINCA RUSTICO FERTIGHAUS KEINE_ANGABE",
    ),
  }),
  buero_praxen: empty({
    buero_typ: oneOf(
      "BUEROFLAECHE BUEROHAUS BUEROZENTRUM LOFT_ATELIER PRAXIS PRAXISFLAECHE PRAXISHAUS AUSSTELLUNGSFLAECHE COWORKING SHARED_OFFICE",
    ),
  }),

  // Starts with a choice of plz (+ ort), ort or geokoordinaten, so none of the three is required alone.
  geo: elements([
    "plz",
    "ort",
    "geokoordinaten",
    "strasse",
    "hausnummer",
    "land",
    "etage",
    "anzahl_etagen",
    "regionaler_zusatz",
  ]),
  plz: string,
  ort: string,
  geokoordinaten: empty({ "breitengrad!": "xs:decimal", "laengengrad!": "xs:decimal" }),
  strasse: string,
  hausnummer: string,
  land: empty({ iso_land: "iso-3166-alpha-3" }),
  etage: text("xs:int"),
  anzahl_etagen: text("xs:int"),
  regionaler_zusatz: string,

  // Starts with a choice of which contact channel comes first; name is required after it.
  kontaktperson: elements([
    "email_zentrale",
    "email_direkt",
    "tel_zentrale",
    "name!",
    "firma",
    "strasse",
    "hausnummer",
    "plz",
    "ort",
    "land",
    "url",
  ]),
  email_zentrale: text("kontakt"),
  email_direkt: text("kontakt"),
  tel_zentrale: text("kontakt"),
  name: string,
  url: string,

  preise: elements([
    "kaufpreis",
    "kaltmiete",
    "warmmiete",
    "nebenkosten",
    "heizkosten_enthalten",
    "heizkosten",
    "provisionspflichtig",
    "aussen_courtage",
    "waehrung",
    "kaution",
  ]),
  kaufpreis: text("xs:decimal", { auf_anfrage: "xs:boolean" }),
  kaltmiete: decimal,
  warmmiete: decimal,
  nebenkosten: decimal,
  heizkosten_enthalten: boolean,
  heizkosten: decimal,
  provisionspflichtig: boolean,
  aussen_courtage: mixed({ mit_mwst: "xs:boolean" }),
  waehrung: empty({ iso_waehrung: "iso-4217" }),
  kaution: decimal,

  flaechen: elements([
    "wohnflaeche",
    "nutzflaeche",
    "gesamtflaeche",
    "grundstuecksflaeche",
    "anzahl_zimmer",
    "anzahl_schlafzimmer",
    "anzahl_badezimmer",
    "anzahl_balkone",
    "anzahl_terrassen",
    "anzahl_stellplaetze",
  ]),
  wohnflaeche: decimal,
  nutzflaeche: decimal,
  gesamtflaeche: decimal,
  grundstuecksflaeche: decimal,
  anzahl_zimmer: decimal,
  anzahl_schlafzimmer: decimal,
  anzahl_badezimmer: decimal,
  anzahl_balkone: decimal,
  anzahl_terrassen: decimal,
  anzahl_stellplaetze: text("xs:positiveInteger"),

  ausstattung: elements([
    "kueche",
    "heizungsart",
    "befeuerung",
    "fahrstuhl",
    "gartennutzung",
    "moebliert",
    "barrierefrei",
    "unterkellert",
    "gaestewc",
    "user_defined_simplefield",
  ]),
  kueche: empty(flags("EBK OFFEN PANTRY")),
  heizungsart: empty(flags("OFEN ETAGE ZENTRAL FERN FUSSBODEN")),
  befeuerung: empty(
    flags("OEL GAS ELEKTRO ALTERNATIV SOLAR ERDWAERME LUFTWP FERN BLOCK WASSER-ELEKTRO PELLET KOHLE HOLZ FLUESSIGGAS"),
  ),
  fahrstuhl: empty(flags("PERSONEN LASTEN")),
  gartennutzung: boolean,
  moebliert: empty({ moeb: oneOf("VOLL TEIL") }),
  barrierefrei: boolean,
  unterkellert: empty({ keller: oneOf("JA NEIN TEIL") }),
  gaestewc: boolean,

  zustand_angaben: elements(["baujahr", "zustand", "alter", "energiepass", "verkaufstatus"]),
  baujahr: string,
  zustand: empty({
    zustand_art: oneOf(
      "ERSTBEZUG TEIL_VOLLRENOVIERUNGSBED NEUWERTIG TEIL_VOLLSANIERT TEIL_VOLLRENOVIERT TEIL_SANIERT VOLL_SANIERT SANIERUNGSBEDUERFTIG BAUFAELLIG NACH_VEREINBARUNG MODERNISIERT GEPFLEGT ROHBAU ENTKERNT ABRISSOBJEKT PROJEKTIERT",
    ),
  }),
  alter: empty({ alter_attr: oneOf("ALTBAU NEUBAU") }),
  verkaufstatus: empty({ stand: oneOf("OFFEN RESERVIERT VERKAUFT") }),
  energiepass: elements([
    "epart",
    "gueltig_bis",
    "energieverbrauchkennwert",
    "mitwarmwasser",
    "endenergiebedarf",
    "primaerenergietraeger",
    "stromwert",
    "waermewert",
    "wertklasse",
    "baujahr",
    "ausstelldatum",
    "jahrgang",
    "gebaeudeart",
  ]),
  // energiepass declares its children locally; most are plain text in 1.2.7b.
  "energiepass/epart": text(oneOf("BEDARF VERBRAUCH")),
  "energiepass/gueltig_bis": string,
  "energiepass/energieverbrauchkennwert": string,
  "energiepass/mitwarmwasser": boolean,
  "energiepass/endenergiebedarf": string,
  "energiepass/primaerenergietraeger": string,
  "energiepass/stromwert": string,
  "energiepass/waermewert": string,
  "energiepass/wertklasse": string,
  "energiepass/baujahr": string,
  "energiepass/ausstelldatum": text("xs:date"),
  "energiepass/jahrgang": text(oneOf("2008 2014 ohne nicht_noetig bei_besichtigung")),
  "energiepass/gebaeudeart": text(oneOf("wohn nichtwohn")),

  freitexte: elements(["objekttitel", "objektbeschreibung"]),
  objekttitel: string,
  objektbeschreibung: string,

  anhaenge: elements(["anhang"]),
  anhang: elements(["anhangtitel", "format!", "check", "daten!"], {
    "location!": oneOf("INTERN EXTERN REMOTE"),
    gruppe: oneOf(
      "TITELBILD INNENANSICHTEN AUSSENANSICHTEN GRUNDRISS KARTEN_LAGEPLAN ANBIETERLOGO BILD DOKUMENTE LINKS PANORAMA QRCODE FILM FILMLINK EPASS-SKALA ANBOBJURL",
    ),
  }),
  anhangtitel: string,
  format: string,
  // xs:dateTime whatever ctype says.
  check: text("xs:dateTime", { "ctype!": oneOf("MD5 DATETIME ETAG") }),
  // A choice of pfad or anhanginhalt.
  daten: elements(["pfad"]),
  pfad: string,

  verwaltung_objekt: elements(["objektadresse_freigeben", "verfuegbar_ab", "haustiere"]),
  objektadresse_freigeben: boolean,
  verfuegbar_ab: string,
  haustiere: boolean,

  verwaltung_techn: elements([
    "objektnr_intern",
    "objektnr_extern!",
    "aktion!",
    "openimmo_obid!",
    "kennung_ursprung",
    "stand_vom!",
    "sprache",
  ]),
  objektnr_intern: string,
  objektnr_extern: string,
  aktion: empty({ aktionart: oneOf("CHANGE DELETE REFERENZ") }),
  openimmo_obid: string,
  kennung_ursprung: string,
  stand_vom: text("xs:date"),
  sprache: string,
};
