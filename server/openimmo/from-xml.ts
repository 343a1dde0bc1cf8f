import type { PropertyType } from "@shared/enums";
import { germanDateToIso, isoDateParts } from "@shared/dates";
import type { CertificateStatus, Feature, HeatingType } from "@shared/listing/labels";
import type { EnergyCertificate } from "@shared/validation/energy-certificate";
import {
  certificateStatusYears,
  certificateTypeValues,
  commercialElements,
  conditionValues,
  energySourceValues,
  fromValues,
  heatingValues,
  OTHER_HEATING_FIELD,
} from "./vocabulary";
import { HIGHLIGHT_FIELD } from "./to-xml";

// Reads one `immobilie` element (as exported by this site, onOffice, FlowFact and others) into a
// listing as the property schema takes it. Values are read leniently (decimal comma, 1/0 booleans,
// German dates); the schema then decides what is valid.

type Node = Record<string, unknown>;

export type ImportedAttachment = { group: string; location: string; path: string };
export type ImmobilieRead = {
  objectNumber?: string;
  action: "CHANGE" | "DELETE" | "REFERENZ" | "NEW";
  listing: Record<string, unknown>;
  attachments: ImportedAttachment[];
  /** Why the element cannot become a listing (an object kind the site does not list). */
  unsupported?: string;
};

const node = (value: unknown): Node | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string | undefined => {
  const raw =
    typeof value === "string" ? value : typeof node(value)?.["#text"] === "string" ? node(value)!["#text"] : undefined;
  const trimmed = (raw as string | undefined)?.trim();
  return trimmed ? trimmed : undefined;
};
const attr = (value: unknown, name: string) => text(node(value)?.[`@_${name}`]);
const truthy = (value: string | undefined) => value !== undefined && /^(true|1|ja)$/i.test(value);
const isTrue = (value: unknown) => truthy(text(value));
const hasTrueAttribute = (value: unknown) =>
  Object.entries(node(value) ?? {}).some(([key, v]) => key.startsWith("@_") && truthy(text(v)));

function number(value: unknown): number | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  // 1.234,56 (German) or 1234.56
  const normalized = /,\d{1,2}$/.test(raw) ? raw.replace(/\./g, "").replace(",", ".") : raw.replace(/,/g, "");
  const parsed = Number(normalized);
  return Number.isFinite(parsed) ? parsed : undefined;
}
/** xs:decimal degrees ("52.5163"; some software writes "52,5163"). */
function degrees(value: string | undefined): number | undefined {
  if (!value || !/^-?\d+([.,]\d+)?$/.test(value)) return undefined;
  return Number(value.replace(",", "."));
}

/**
 * geokoordinaten breitengrad/laengengrad: both or neither. CRM software writes 0/0 for "unknown"
 * (a point in the Atlantic no listing has), so that counts as none.
 */
function coordinates(geo: Node): { latitude: number | null; longitude: number | null } {
  const latitude = degrees(attr(geo.geokoordinaten, "breitengrad"));
  const longitude = degrees(attr(geo.geokoordinaten, "laengengrad"));
  if (latitude === undefined || longitude === undefined || (latitude === 0 && longitude === 0))
    return { latitude: null, longitude: null };
  return { latitude, longitude };
}

const whole = (value: unknown) => {
  const n = number(value);
  return n === undefined ? undefined : Math.round(n);
};
function isoDate(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const iso = raw.slice(0, 10);
  if (isoDateParts(iso)) return iso;
  return germanDateToIso(raw) ?? undefined;
}

function propertyType(objektart: Node | undefined, zustand: Node | undefined): PropertyType | undefined {
  if (!objektart) return undefined;
  const newBuild = attr(zustand?.alter, "alter_attr")?.toUpperCase() === "NEUBAU";
  if (commercialElements.some((name) => name in objektart)) return "commercial";
  if ("wohnung" in objektart || "zimmer" in objektart) return newBuild ? "new" : "apartment";
  if ("haus" in objektart) return newBuild ? "new" : "house";
  return undefined;
}

function heatingType(ausstattung: Node | undefined): HeatingType | undefined {
  if (!ausstattung) return undefined;
  const kinds = node(ausstattung.heizungsart) ?? {};
  const fuels = node(ausstattung.befeuerung) ?? {};
  const on = (n: Node) =>
    Object.keys(n)
      .filter((k) => k.startsWith("@_") && truthy(text(n[k])))
      .map((k) => k.slice(2).toUpperCase());
  for (const kind of on(kinds)) {
    const found = (Object.keys(heatingValues) as HeatingType[]).find((h) => heatingValues[h].heizungsart === kind);
    if (found) return found;
  }
  for (const fuel of on(fuels)) {
    const found = (Object.keys(heatingValues) as HeatingType[]).find((h) =>
      heatingValues[h].befeuerung?.includes(fuel),
    );
    if (found) return found;
  }
  const other = list(ausstattung.user_defined_simplefield).some(
    (f) => attr(f, "feldname") === OTHER_HEATING_FIELD && isTrue(f),
  );
  return other || on(kinds).length || on(fuels).length ? "other" : undefined;
}

function certificate(pass: Node | undefined): EnergyCertificate | undefined {
  if (!pass) return undefined;
  const year = text(pass.jahrgang)?.toLowerCase();
  const epart = text(pass.epart)?.toUpperCase();
  const statusByYear = (Object.keys(certificateStatusYears) as Exclude<CertificateStatus, "available">[]).find(
    (s) => certificateStatusYears[s] === year,
  );
  const status: CertificateStatus | undefined =
    statusByYear ?? (epart || year === "2008" || year === "2014" ? "available" : undefined);
  if (!status) return undefined;
  if (status !== "available") return { status };
  const certificateType = (Object.keys(certificateTypeValues) as (keyof typeof certificateTypeValues)[]).find(
    (t) => certificateTypeValues[t] === epart,
  );
  const value =
    certificateType === "demand"
      ? (number(pass.endenergiebedarf) ?? number(pass.energieverbrauchkennwert))
      : (number(pass.energieverbrauchkennwert) ?? number(pass.endenergiebedarf));
  const hotWater = text(pass.mitwarmwasser);
  const efficiency = text(pass.wertklasse)?.toUpperCase();
  const result: EnergyCertificate = {
    status,
    type: certificateType ?? null,
    value: value ?? null,
    includesHotWater: hotWater === undefined ? null : truthy(hotWater),
    primarySource: fromValues(energySourceValues, text(pass.primaerenergietraeger)) ?? null,
    efficiencyClass: (efficiency as EnergyCertificate["efficiencyClass"]) ?? null,
    yearBuilt: whole(pass.baujahr) ?? null,
    issuedAt: isoDate(pass.ausstelldatum) ?? null,
    validUntil: isoDate(pass.gueltig_bis) ?? null,
    heatValue: number(pass.waermewert) ?? null,
    electricityValue: number(pass.stromwert) ?? null,
  };
  // Only what the certificate states: facts it does not give stay absent.
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== null)) as EnergyCertificate;
}

function features(immobilie: Node): Feature[] {
  const f = node(immobilie.flaechen) ?? {};
  const a = node(immobilie.ausstattung) ?? {};
  const v = node(immobilie.verwaltung_objekt) ?? {};
  const keller = attr(a.unterkellert, "keller")?.toUpperCase();
  const checks: [Feature, boolean][] = [
    ["balcony", (number(f.anzahl_balkone) ?? 0) > 0],
    ["terrace", (number(f.anzahl_terrassen) ?? 0) > 0],
    ["garden", isTrue(a.gartennutzung)],
    ["fitted_kitchen", truthy(attr(a.kueche, "EBK"))],
    ["elevator", hasTrueAttribute(a.fahrstuhl)],
    ["cellar", keller === "JA" || keller === "TEIL"],
    ["parking", (number(f.anzahl_stellplaetze) ?? 0) > 0 || list(a.stellplatzart).some(hasTrueAttribute)],
    ["step_free", isTrue(a.barrierefrei) || isTrue(a.rollstuhlgerecht)],
    ["guest_toilet", isTrue(a.gaestewc)],
    ["pets_allowed", isTrue(v.haustiere)],
    ["furnished", attr(a.moebliert, "moeb") !== undefined],
  ];
  return checks.filter(([, on]) => on).map(([feature]) => feature);
}

function images(immobilie: Node): ImportedAttachment[] {
  return list(node(immobilie.anhaenge)?.anhang).flatMap((entry) => {
    const path = text(node(node(entry)?.daten)?.pfad);
    if (!path) return [];
    return [
      { group: attr(entry, "gruppe")?.toUpperCase() ?? "BILD", location: attr(entry, "location") ?? "EXTERN", path },
    ];
  });
}

/** What one `immobilie` element says: its object number, its action and the listing it describes. */
export function readImmobilie(immobilie: Node): ImmobilieRead {
  const category = node(immobilie.objektkategorie) ?? {};
  const geo = node(immobilie.geo) ?? {};
  const prices = node(immobilie.preise) ?? {};
  const areas = node(immobilie.flaechen) ?? {};
  const state = node(immobilie.zustand_angaben) ?? {};
  const texts = node(immobilie.freitexte) ?? {};
  const admin = node(immobilie.verwaltung_objekt) ?? {};
  const technical = node(immobilie.verwaltung_techn) ?? {};
  const objectNumber = text(technical.objektnr_extern);
  const actionName = attr(technical.aktion, "aktionart")?.toUpperCase();
  const action = actionName === "CHANGE" || actionName === "DELETE" || actionName === "REFERENZ" ? actionName : "NEW";
  const objektart = node(category.objektart);
  const type = propertyType(objektart, state);
  const rent = truthy(attr(category.vermarktungsart, "MIETE_PACHT")) && !truthy(attr(category.vermarktungsart, "KAUF"));
  const street = [text(geo.strasse), text(geo.hausnummer)].filter(Boolean).join(" ");
  const postalCode = text(geo.plz);
  const city = text(geo.ort);
  const stand = attr(state.verkaufstatus, "stand")?.toUpperCase();
  const condition = fromValues(conditionValues, attr(state.zustand, "zustand_art"));
  const passes = list(state.energiepass).map(node);
  const commissionText = text(prices.aussen_courtage);
  const commissionDue = text(prices.provisionspflichtig);
  const available = text(admin.verfuegbar_ab);
  const freigeben = text(admin.objektadresse_freigeben);
  const heating = heatingType(node(immobilie.ausstattung));

  const listing: Record<string, unknown> = {
    objectNumber,
    title: text(texts.objekttitel),
    type,
    transactionType: rent ? "rent" : "buy",
    price: whole(rent ? (prices.kaltmiete ?? prices.nettokaltmiete) : prices.kaufpreis),
    size: number(areas.wohnflaeche ?? areas.gesamtflaeche ?? areas.bueroflaeche ?? areas.verkaufsflaeche),
    rooms: number(areas.anzahl_zimmer),
    bedrooms: whole(areas.anzahl_schlafzimmer) ?? null,
    bathrooms: whole(areas.anzahl_badezimmer) ?? null,
    usableArea: number(areas.nutzflaeche) ?? null,
    plotSize: number(areas.grundstuecksflaeche) ?? null,
    address: street || [postalCode, city].filter(Boolean).join(" "),
    postalCode: postalCode ?? null,
    district: text(geo.regionaler_zusatz) ?? null,
    city,
    ...coordinates(geo),
    showAddress: street ? freigeben === undefined || truthy(freigeben) : false,
    description: [
      text(texts.objektbeschreibung),
      text(texts.lage),
      text(texts.ausstatt_beschr),
      text(texts.sonstige_angaben),
    ]
      .filter(Boolean)
      .join("\n\n"),
    serviceCharges: rent ? (whole(prices.nebenkosten) ?? null) : null,
    heatingCosts: rent ? (whole(prices.heizkosten) ?? null) : null,
    heatingIncluded: rent ? isTrue(prices.heizkosten_enthalten) : false,
    deposit: whole(prices.kaution) ?? null,
    buyerCommission: !rent && commissionText ? commissionText : null,
    commissionFree: !rent && commissionDue !== undefined && !truthy(commissionDue),
    floor: whole(geo.etage) ?? null,
    floors: whole(geo.anzahl_etagen) ?? null,
    yearBuilt: whole(state.baujahr) ?? null,
    condition: condition ?? null,
    availableFrom: isoDate(available) ?? null,
    heatingType: heating ?? null,
    features: features(immobilie),
    energyCertificate: passes.map((p) => certificate(p)).find(Boolean) ?? null,
    status: stand === "RESERVIERT" ? "reserved" : stand === "VERKAUFT" ? "hidden" : "active",
    isHighlight: list(immobilie.user_defined_simplefield).some(
      (f) => attr(f, "feldname") === HIGHLIGHT_FIELD && isTrue(f),
    ),
  };
  const known = objektart ? Object.keys(objektart).filter((k) => !k.startsWith("@_")) : [];
  return {
    objectNumber,
    action,
    listing,
    attachments: images(immobilie),
    unsupported: type ? undefined : `Objektart wird nicht unterstützt: ${known.join(", ") || "keine Angabe"}`,
  };
}

/** Every `immobilie` of every `anbieter` in a parsed document. */
export function immobilienOf(document: Node): Node[] {
  const root = node(document.openimmo);
  return list(root?.anbieter).flatMap((a) => list(node(a)?.immobilie).map((i) => node(i) ?? {}));
}
