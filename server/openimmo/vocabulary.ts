import type { PropertyType } from "@shared/enums";
import type { CertificateStatus, CertificateType, Condition, EnergySource, HeatingType } from "@shared/listing/labels";

// The listing's enumerated values and their OpenImmo 1.2.7b counterparts, both ways. Where
// OpenImmo knows several values for one of ours, the first is written and all are read.

/** Wohnen or Gewerbe (objektkategorie/nutzungsart). */
export const usageOf = (type: PropertyType) => (type === "commercial" ? "GEWERBE" : "WOHNEN");

/** objektart's child element and its type attribute per listing type. */
export const objectKinds: Record<PropertyType, { element: string; attribute: string; value: string }> = {
  apartment: { element: "wohnung", attribute: "wohnungtyp", value: "ETAGE" },
  house: { element: "haus", attribute: "haustyp", value: "EINFAMILIENHAUS" },
  // A new building is a flat whose zustand_angaben/alter says NEUBAU.
  new: { element: "wohnung", attribute: "wohnungtyp", value: "ETAGE" },
  commercial: { element: "buero_praxen", attribute: "buero_typ", value: "BUEROFLAECHE" },
};

/** objektart elements read as commercial listings. */
export const commercialElements = ["buero_praxen", "einzelhandel", "gastgewerbe", "hallen_lager_prod"];

export const conditionValues: Record<Condition, string[]> = {
  first_occupancy: ["ERSTBEZUG"],
  like_new: ["NEUWERTIG"],
  renovated: ["TEIL_VOLLRENOVIERT", "VOLL_SANIERT", "TEIL_VOLLSANIERT", "TEIL_SANIERT", "MODERNISIERT"],
  well_kept: ["GEPFLEGT"],
  needs_renovation: ["TEIL_VOLLRENOVIERUNGSBED", "SANIERUNGSBEDUERFTIG", "BAUFAELLIG"],
};

/**
 * How the heating is written: heizungsart (kind of system) or befeuerung (a heating named by its
 * fuel). "other" has no OpenImmo value and travels in a user-defined field.
 */
export const heatingValues: Record<HeatingType, { heizungsart?: string; befeuerung?: string[] }> = {
  central: { heizungsart: "ZENTRAL" },
  floor: { heizungsart: "FUSSBODEN" },
  district: { heizungsart: "FERN" },
  stove: { heizungsart: "OFEN" },
  gas: { befeuerung: ["GAS"] },
  heat_pump: { befeuerung: ["LUFTWP", "ERDWAERME"] },
  electric: { befeuerung: ["ELEKTRO"] },
  other: {},
};
export const OTHER_HEATING_FIELD = "heizungsart_sonstige";

/** energiepass/primaerenergietraeger (free text in the schema; the befeuerung values are used). */
export const energySourceValues: Record<EnergySource, string[]> = {
  gas: ["GAS"],
  oil: ["OEL"],
  district_heating: ["FERN"],
  electricity: ["ELEKTRO", "STROM"],
  heat_pump: ["LUFTWP", "ERDWAERME"],
  wood_pellets: ["PELLET", "HOLZ"],
  solar: ["SOLAR"],
  liquid_gas: ["FLUESSIGGAS"],
  coal: ["KOHLE"],
  other: ["ALTERNATIV", "BLOCK", "WASSER-ELEKTRO"],
};

export const certificateTypeValues: Record<CertificateType, string> = { demand: "BEDARF", consumption: "VERBRAUCH" };

/** energiepass/jahrgang for a certificate that is not at hand (an available one names its regulation year). */
export const certificateStatusYears: Record<Exclude<CertificateStatus, "available">, string> = {
  at_viewing: "bei_besichtigung",
  not_required: "nicht_noetig",
};

/** Certificates issued from May 2014 follow the EnEV 2014 (jahrgang 2014), older ones the 2008 rules. */
export const certificateYear = (issuedAt: string | null | undefined) =>
  issuedAt && issuedAt < "2014-05-01" ? "2008" : "2014";

/** The value that maps back to ours: the first list containing `value`. */
export function fromValues<K extends string>(table: Record<K, string[]>, value: string | undefined): K | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toUpperCase();
  return (Object.keys(table) as K[]).find((key) => table[key].includes(wanted));
}
