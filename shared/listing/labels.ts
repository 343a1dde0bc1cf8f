// The listing's enumerations with their German labels: the one place the admin form, the public
// pages, the imports and the OpenImmo feed read them from.

export const conditions = ["first_occupancy", "like_new", "renovated", "well_kept", "needs_renovation"] as const;
export type Condition = (typeof conditions)[number];
export const conditionLabels: Record<Condition, string> = {
  first_occupancy: "Erstbezug",
  like_new: "Neuwertig",
  renovated: "Renoviert",
  well_kept: "Gepflegt",
  needs_renovation: "Renovierungsbedürftig",
};

export const heatingTypes = ["central", "floor", "district", "gas", "heat_pump", "electric", "stove", "other"] as const;
export type HeatingType = (typeof heatingTypes)[number];
export const heatingTypeLabels: Record<HeatingType, string> = {
  central: "Zentralheizung",
  floor: "Fußbodenheizung",
  district: "Fernwärme",
  gas: "Gas-Etagenheizung",
  heat_pump: "Wärmepumpe",
  electric: "Elektroheizung",
  stove: "Ofenheizung",
  other: "Sonstige",
};

export const features = [
  "balcony",
  "terrace",
  "garden",
  "fitted_kitchen",
  "elevator",
  "cellar",
  "parking",
  "step_free",
  "guest_toilet",
  "pets_allowed",
  "furnished",
] as const;
export type Feature = (typeof features)[number];
export const featureLabels: Record<Feature, string> = {
  balcony: "Balkon",
  terrace: "Terrasse",
  garden: "Garten",
  fitted_kitchen: "Einbauküche",
  elevator: "Aufzug",
  cellar: "Keller",
  parking: "Stellplatz",
  step_free: "Stufenloser Zugang",
  guest_toilet: "Gäste-WC",
  pets_allowed: "Haustiere erlaubt",
  furnished: "Möbliert",
};

export const certificateStatuses = ["available", "at_viewing", "not_required"] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
export const certificateStatusLabels: Record<CertificateStatus, string> = {
  available: "Energieausweis liegt vor",
  at_viewing: "Energieausweis liegt zur Besichtigung vor",
  not_required: "Kein Energieausweis erforderlich (z. B. Baudenkmal)",
};

export const certificateTypes = ["demand", "consumption"] as const;
export type CertificateType = (typeof certificateTypes)[number];
export const certificateTypeLabels: Record<CertificateType, string> = {
  demand: "Bedarfsausweis",
  consumption: "Verbrauchsausweis",
};

export const energySources = [
  "gas",
  "oil",
  "district_heating",
  "electricity",
  "heat_pump",
  "wood_pellets",
  "solar",
  "liquid_gas",
  "coal",
  "other",
] as const;
export type EnergySource = (typeof energySources)[number];
export const energySourceLabels: Record<EnergySource, string> = {
  gas: "Gas",
  oil: "Öl",
  district_heating: "Fernwärme",
  electricity: "Strom",
  heat_pump: "Wärmepumpe (Umweltwärme)",
  wood_pellets: "Holzpellets",
  solar: "Solarthermie",
  liquid_gas: "Flüssiggas",
  coal: "Kohle",
  other: "Sonstiger Energieträger",
};

/** GEG efficiency classes, best first. */
export const efficiencyClasses = ["A+", "A", "B", "C", "D", "E", "F", "G", "H"] as const;
export type EfficiencyClass = (typeof efficiencyClasses)[number];
