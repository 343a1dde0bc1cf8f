// German names of a listing's fields: form labels, the publishing rule's messages, the German
// import headers and the exposé all say the same.

export const listingFieldLabels = {
  objectNumber: "Objektnummer",
  title: "Titel",
  type: "Immobilientyp",
  transactionType: "Vermarktungsart",
  price: "Preis",
  size: "Wohnfläche",
  rooms: "Zimmer",
  bedrooms: "Schlafzimmer",
  bathrooms: "Badezimmer",
  usableArea: "Nutzfläche",
  plotSize: "Grundstücksfläche",
  address: "Straße und Hausnummer",
  postalCode: "Postleitzahl",
  district: "Ortsteil",
  city: "Stadt",
  showAddress: "Adresse veröffentlichen",
  latitude: "Breitengrad",
  longitude: "Längengrad",
  description: "Beschreibung",
  serviceCharges: "Nebenkosten",
  heatingCosts: "Heizkosten",
  heatingIncluded: "Heizkosten in Nebenkosten enthalten",
  totalRent: "Warmmiete",
  deposit: "Kaution",
  buyerCommission: "Käuferprovision",
  commissionFree: "Provisionsfrei",
  floor: "Etage",
  floors: "Etagen im Haus",
  yearBuilt: "Baujahr",
  condition: "Zustand",
  availableFrom: "Verfügbar ab",
  heatingType: "Heizungsart",
  features: "Ausstattung",
  images: "Bilder",
  floorPlans: "Grundrisse",
  status: "Status",
  isHighlight: "Highlight",
  energyCertificate: "Energieausweis",
} as const;

export type ListingField = keyof typeof listingFieldLabels;

export const energyCertificateFieldLabels = {
  status: "Energieausweis",
  type: "Art des Energieausweises",
  value: "Endenergiekennwert",
  includesHotWater: "Warmwasser enthalten",
  primarySource: "Wesentlicher Energieträger",
  efficiencyClass: "Energieeffizienzklasse",
  yearBuilt: "Baujahr laut Energieausweis",
  issuedAt: "Ausgestellt am",
  validUntil: "Gültig bis",
  heatValue: "Energiekennwert Wärme",
  electricityValue: "Energiekennwert Strom",
} as const;

export type EnergyCertificateField = keyof typeof energyCertificateFieldLabels;
