import { XMLBuilder } from "fast-xml-parser";
import type { Property } from "@shared/schema/index";
import { siteConfig } from "@shared/site-config";
import {
  certificateStatusYears,
  certificateTypeValues,
  certificateYear,
  conditionValues,
  energySourceValues,
  heatingValues,
  objectKinds,
  OTHER_HEATING_FIELD,
  usageOf,
} from "./vocabulary";
import type { Attachment } from "./attachments";

// Writes listings as OpenImmo 1.2.7b. Every element list below is in the order the schema's
// sequences require; optional elements without a value are left out.

export const OPENIMMO_VERSION = "1.2.7b";
/** The agency's OpenImmo provider id (anbieter/openimmo_anid). */
export const PROVIDER_ID = "SPREEHAUS";
export const HIGHLIGHT_FIELD = "spreehaus_highlight";

export type Action = "NEW" | "CHANGE" | "DELETE";
/** The fields a feed entry is written from (a stored listing, or a scraped one shaped like it). */
export type FeedListing = Omit<Property, "createdAt" | "updatedAt"> & { updatedAt: Date | string };

type Node = Record<string, unknown>;

const bool = (value: boolean) => (value ? "true" : "false");
const num = (value: number) => String(value);
/** xs:decimal degrees without an exponent: 52.5163, to 7 places (about 1 cm). */
const degrees = (value: number) => value.toFixed(7).replace(/\.?0+$/, "");
const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
/** xs:dateTime in UTC to the second, with its zone, e.g. 2026-11-29T09:15:00Z. */
const xsDateTime = (value: Date) => `${value.toISOString().slice(0, 19)}Z`;

/** Drops undefined and null entries so optional elements are simply absent. */
function el(entries: Record<string, unknown>): Node {
  const node: Node = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== null) node[key] = value;
  return node;
}
const some = (node: Node) => (Object.keys(node).length ? node : undefined);

/** "Kastanienallee 42a" → street and house number (the whole text as street when none is found). */
export function splitAddress(address: string): { street: string; number?: string } {
  const match = /^(.*\S)\s+(\d+\s*[a-zA-Z]?(?:\s*[-–/]\s*\d+\s*[a-zA-Z]?)?)$/.exec(address.trim());
  return match ? { street: match[1], number: match[2] } : { street: address.trim() };
}

function objektkategorie(p: FeedListing): Node {
  const kind = objectKinds[p.type];
  return {
    nutzungsart: { "@_WOHNEN": bool(usageOf(p.type) === "WOHNEN"), "@_GEWERBE": bool(usageOf(p.type) === "GEWERBE") },
    vermarktungsart: {
      "@_KAUF": bool(p.transactionType === "buy"),
      "@_MIETE_PACHT": bool(p.transactionType === "rent"),
    },
    objektart: { [kind.element]: { [`@_${kind.attribute}`]: kind.value } },
  };
}

function geo(p: FeedListing): Node {
  const { street, number } = splitAddress(p.address);
  return el({
    plz: p.postalCode ?? "",
    ort: p.city,
    geokoordinaten:
      p.latitude !== null && p.longitude !== null
        ? { "@_breitengrad": degrees(p.latitude), "@_laengengrad": degrees(p.longitude) }
        : undefined,
    strasse: street,
    hausnummer: number,
    land: { "@_iso_land": "DEU" },
    etage: p.floor ?? undefined,
    anzahl_etagen: p.floors ?? undefined,
    regionaler_zusatz: p.district ?? undefined,
  });
}

function kontaktperson(siteUrl?: string): Node {
  const { street, number } = splitAddress(siteConfig.address.street);
  return el({
    email_zentrale: siteConfig.email,
    email_direkt: siteConfig.email,
    tel_zentrale: siteConfig.phone.display,
    name: siteConfig.name,
    firma: siteConfig.name,
    strasse: street,
    hausnummer: number,
    plz: siteConfig.address.postalCode,
    ort: siteConfig.address.city,
    land: { "@_iso_land": "DEU" },
    url: siteUrl,
  });
}

function preise(p: FeedListing): Node {
  const rent = p.transactionType === "rent";
  const withVat = p.buyerCommission ? /inkl\.?\s*(mwst|ust)/i.test(p.buyerCommission) : false;
  return el({
    kaufpreis: rent ? undefined : num(p.price),
    kaltmiete: rent ? num(p.price) : undefined,
    warmmiete: rent && p.totalRent !== null ? num(p.totalRent) : undefined,
    nebenkosten: rent && p.serviceCharges !== null ? num(p.serviceCharges) : undefined,
    heizkosten_enthalten: rent ? bool(p.heatingIncluded) : undefined,
    heizkosten: rent && p.heatingCosts !== null ? num(p.heatingCosts) : undefined,
    // Tenants pay no commission when the landlord ordered the agent (§2 WoVermRG).
    provisionspflichtig: bool(!rent && !p.commissionFree),
    aussen_courtage:
      !rent && !p.commissionFree && p.buyerCommission
        ? { "@_mit_mwst": bool(withVat), "#text": p.buyerCommission }
        : undefined,
    waehrung: { "@_iso_waehrung": "EUR" },
    kaution: p.deposit !== null ? num(p.deposit) : undefined,
  });
}

function flaechen(p: FeedListing): Node {
  const has = (feature: string) => p.features.includes(feature as never);
  return el({
    wohnflaeche: p.type === "commercial" ? undefined : num(p.size),
    nutzflaeche: p.usableArea !== null ? num(p.usableArea) : undefined,
    gesamtflaeche: p.type === "commercial" ? num(p.size) : undefined,
    grundstuecksflaeche: p.plotSize !== null ? num(p.plotSize) : undefined,
    anzahl_zimmer: num(p.rooms),
    anzahl_schlafzimmer: p.bedrooms ?? undefined,
    anzahl_badezimmer: p.bathrooms ?? undefined,
    anzahl_balkone: has("balcony") ? 1 : undefined,
    anzahl_terrassen: has("terrace") ? 1 : undefined,
    anzahl_stellplaetze: has("parking") ? 1 : undefined,
  });
}

function ausstattung(p: FeedListing): Node | undefined {
  const has = (feature: string) => p.features.includes(feature as never);
  const heating = p.heatingType ? heatingValues[p.heatingType] : {};
  return some(
    el({
      kueche: has("fitted_kitchen") ? { "@_EBK": "true" } : undefined,
      heizungsart: heating.heizungsart ? { [`@_${heating.heizungsart}`]: "true" } : undefined,
      befeuerung: heating.befeuerung ? { [`@_${heating.befeuerung[0]}`]: "true" } : undefined,
      fahrstuhl: has("elevator") ? { "@_PERSONEN": "true" } : undefined,
      gartennutzung: has("garden") ? "true" : undefined,
      moebliert: has("furnished") ? { "@_moeb": "VOLL" } : undefined,
      barrierefrei: has("step_free") ? "true" : undefined,
      unterkellert: has("cellar") ? { "@_keller": "JA" } : undefined,
      gaestewc: has("guest_toilet") ? "true" : undefined,
      user_defined_simplefield:
        p.heatingType === "other" ? { "@_feldname": OTHER_HEATING_FIELD, "#text": "true" } : undefined,
    }),
  );
}

function energiepass(p: FeedListing): Node | undefined {
  const c = p.energyCertificate;
  if (!c) return undefined;
  const value = c.value ?? undefined;
  return el({
    epart: c.type ? certificateTypeValues[c.type] : undefined,
    gueltig_bis: c.validUntil ?? undefined,
    energieverbrauchkennwert: value !== undefined && c.type !== "demand" ? num(value) : undefined,
    mitwarmwasser:
      c.includesHotWater === null || c.includesHotWater === undefined ? undefined : bool(c.includesHotWater),
    endenergiebedarf: value !== undefined && c.type === "demand" ? num(value) : undefined,
    primaerenergietraeger: c.primarySource ? energySourceValues[c.primarySource][0] : undefined,
    stromwert: c.electricityValue ?? undefined,
    waermewert: c.heatValue ?? undefined,
    wertklasse: c.efficiencyClass ?? undefined,
    baujahr: c.yearBuilt ?? undefined,
    ausstelldatum: c.issuedAt ?? undefined,
    jahrgang: c.status === "available" ? certificateYear(c.issuedAt) : certificateStatusYears[c.status],
    gebaeudeart: p.type === "commercial" ? "nichtwohn" : "wohn",
  });
}

function zustandAngaben(p: FeedListing): Node {
  return el({
    baujahr: p.yearBuilt ?? undefined,
    zustand: p.condition ? { "@_zustand_art": conditionValues[p.condition][0] } : undefined,
    alter: p.type === "new" ? { "@_alter_attr": "NEUBAU" } : undefined,
    energiepass: energiepass(p),
    verkaufstatus: { "@_stand": p.status === "reserved" ? "RESERVIERT" : "OFFEN" },
  });
}

function anhaenge(attachments: Attachment[]): Node | undefined {
  if (!attachments.length) return undefined;
  return {
    anhang: attachments.map((a) =>
      el({
        "@_location": a.location,
        "@_gruppe": a.group,
        anhangtitel: a.title,
        format: a.format,
        // 1.2.7b types check's content as xs:dateTime whatever ctype says, so only DATETIME fits.
        check: a.changedAt ? { "@_ctype": "DATETIME", "#text": xsDateTime(a.changedAt) } : undefined,
        daten: { pfad: a.path },
      }),
    ),
  };
}

function verwaltungObjekt(p: FeedListing): Node {
  return el({
    objektadresse_freigeben: bool(p.showAddress),
    // Empty means available at once.
    verfuegbar_ab: p.availableFrom ?? "sofort",
    haustiere: p.features.includes("pets_allowed") ? "true" : undefined,
  });
}

function verwaltungTechn(p: FeedListing, action: Action): Node {
  return {
    objektnr_intern: p.id,
    objektnr_extern: p.objectNumber,
    aktion: action === "NEW" ? "" : { "@_aktionart": action },
    openimmo_obid: `${PROVIDER_ID}${String(p.id).padStart(8, "0")}`,
    kennung_ursprung: siteConfig.name,
    stand_vom: isoDay(p.updatedAt),
    sprache: "deu",
  };
}

/** One listing as an `immobilie` element (a DELETE carries what identifies the listing, no files). */
export function immobilie(p: FeedListing, action: Action, attachments: Attachment[], siteUrl?: string): Node {
  return el({
    objektkategorie: objektkategorie(p),
    geo: geo(p),
    kontaktperson: kontaktperson(siteUrl),
    preise: preise(p),
    flaechen: flaechen(p),
    ausstattung: ausstattung(p),
    zustand_angaben: zustandAngaben(p),
    freitexte: { objekttitel: p.title, objektbeschreibung: p.description },
    anhaenge: action === "DELETE" ? undefined : anhaenge(attachments),
    verwaltung_objekt: verwaltungObjekt(p),
    verwaltung_techn: verwaltungTechn(p, action),
    user_defined_simplefield: p.isHighlight ? { "@_feldname": HIGHLIGHT_FIELD, "#text": "true" } : undefined,
  });
}

export type FeedEntry = { listing: FeedListing; action: Action; attachments: Attachment[] };

/** The whole document: uebertragung, then one anbieter with every listing. */
export function openimmoXml(
  entries: FeedEntry[],
  options: { scope: "VOLL" | "TEIL"; now?: Date; siteUrl?: string },
): string {
  const now = options.now ?? new Date();
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    openimmo: {
      uebertragung: {
        "@_art": "OFFLINE",
        "@_umfang": options.scope,
        "@_modus": options.scope === "VOLL" ? "NEW" : "CHANGE",
        "@_version": OPENIMMO_VERSION,
        "@_sendersoftware": siteConfig.name,
        "@_senderversion": "1.0",
        "@_techn_email": siteConfig.email,
        "@_timestamp": xsDateTime(now),
      },
      anbieter: {
        anbieternr: PROVIDER_ID,
        firma: siteConfig.name,
        openimmo_anid: PROVIDER_ID,
        immobilie: entries.map((e) => immobilie(e.listing, e.action, e.attachments, options.siteUrl)),
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    textNodeName: "#text",
    format: true,
    indentBy: "  ",
    suppressEmptyNode: true,
    suppressBooleanAttributes: false,
    processEntities: true,
  });
  return builder.build(document);
}
