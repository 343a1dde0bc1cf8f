// The expected fields of an import file, described for the page (values with their German labels).
import {
  propertyStatusLabels,
  propertyStatuses,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
} from "@shared/enums";
import { MAX_IMAGES_PER_PROPERTY } from "@shared/validation/property";
import {
  certificateStatuses,
  certificateStatusLabels,
  certificateTypeLabels,
  certificateTypes,
  efficiencyClasses,
  energySources,
  features,
} from "@shared/listing/labels";

export type ImportFormat = "json" | "csv" | "zip";

export type ImportField = { name: string; required: boolean; description: string; values?: string };

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => `${value} (${labels[value]})`).join(", ");

const images: Record<ImportFormat, string> = {
  json: `Liste von Bildadressen (http/https), höchstens ${MAX_IMAGES_PER_PROPERTY}; die erste ist das Hauptbild.`,
  csv: `Bildadressen (http/https), durch Semikolon (;) getrennt, höchstens ${MAX_IMAGES_PER_PROPERTY}; die erste ist das Hauptbild.`,
  zip: `Pfade zu Bildern im Archiv, relativ zur Datendatei (z. B. bilder/wohnung-1.jpg), oder Bildadressen (http/https); höchstens ${MAX_IMAGES_PER_PROPERTY}.`,
};

const highlight: Record<ImportFormat, string> = {
  json: "true oder false (Standard: false): auf der Startseite hervorheben.",
  csv: "Nur der Text true (klein geschrieben) markiert ein Highlight; jeder andere Wert und ein leeres Feld gelten als nein.",
  zip: "Wie bei JSON bzw. CSV: true markiert ein Highlight für die Startseite.",
};

/** The fields in file order, for the given import format. */
export function importFields(format: ImportFormat): ImportField[] {
  return [
    { name: "title", required: true, description: "Titel, mindestens 5 Zeichen." },
    {
      name: "type",
      required: true,
      description: "Immobilientyp.",
      values: labelled(propertyTypes, propertyTypeLabels),
    },
    {
      name: "transactionType",
      required: true,
      description: "Vermarktungsart.",
      values: labelled(transactionTypes, transactionTypeLabels),
    },
    { name: "price", required: true, description: "Preis in Euro als ganze Zahl: Kaufpreis oder Monatsmiete." },
    { name: "size", required: true, description: "Wohnfläche in m², bis zu zwei Nachkommastellen (84.5)." },
    { name: "rooms", required: true, description: "Anzahl der Zimmer; halbe Zimmer mit Punkt (2.5)." },
    { name: "address", required: true, description: "Straße und Hausnummer, mindestens 5 Zeichen." },
    { name: "city", required: true, description: "Stadt oder Bezirk, mindestens 2 Zeichen." },
    { name: "description", required: true, description: "Beschreibung, mindestens 20 Zeichen." },
    { name: "images", required: false, description: images[format] },
    {
      name: "status",
      required: false,
      description: "Standard: active.",
      values: labelled(propertyStatuses, propertyStatusLabels),
    },
    { name: "isHighlight", required: false, description: highlight[format] },
    ...listingFields(format),
  ];
}

const list: Record<ImportFormat, string> = {
  json: "Liste",
  csv: "durch Semikolon (;) getrennt",
  zip: "Liste (JSON) bzw. durch Semikolon getrennt (CSV)",
};

/** The facts of a German listing: all optional; what publishing needs is named in the result if missing. */
function listingFields(format: ImportFormat): ImportField[] {
  const optional = (name: string, description: string, values?: string): ImportField => ({
    name,
    required: false,
    description,
    values,
  });
  const certificate =
    format === "csv"
      ? [
          optional(
            "energyCertificate.status",
            "Energieausweis.",
            labelled(certificateStatuses, certificateStatusLabels),
          ),
          optional(
            "energyCertificate.type",
            "Art des Energieausweises.",
            labelled(certificateTypes, certificateTypeLabels),
          ),
          optional("energyCertificate.value", "Endenergiekennwert in kWh/(m²·a)."),
          optional("energyCertificate.primarySource", "Wesentlicher Energieträger.", energySources.join(", ")),
          optional("energyCertificate.efficiencyClass", "Energieeffizienzklasse.", efficiencyClasses.join(", ")),
        ]
      : [
          optional(
            "energyCertificate",
            "Objekt mit status, type, value, includesHotWater, primarySource, efficiencyClass, yearBuilt, issuedAt, validUntil, heatValue, electricityValue.",
          ),
        ];
  return [
    optional(
      "objectNumber",
      "Objektnummer der Agentur; ist sie schon vorhanden, wird diese Immobilie aktualisiert statt doppelt angelegt.",
    ),
    optional("serviceCharges", "Nebenkosten in Euro pro Monat; für Mietangebote zur Veröffentlichung nötig."),
    optional("heatingCosts", "Heizkosten in Euro pro Monat."),
    optional("deposit", "Kaution in Euro."),
    optional("postalCode", "Postleitzahl, 5 Ziffern."),
    optional("district", "Ortsteil, z. B. Köpenick."),
    optional("floor", "Etage, 0 = Erdgeschoss."),
    optional("yearBuilt", "Baujahr."),
    optional("features", `Ausstattung, ${list[format]}.`, features.join(", ")),
    ...certificate,
    optional("floorPlans", `Grundrisse wie Bilder, ${list[format]}.`),
  ];
}
