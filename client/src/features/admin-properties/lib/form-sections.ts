import { get, type FieldErrors } from "react-hook-form";
import type { PropertyFormValues } from "./property-form";

export const propertyFormSections = [
  "basics",
  "costs",
  "areas",
  "features",
  "energy",
  "location",
  "media",
  "publishing",
] as const;
export type PropertyFormSection = (typeof propertyFormSections)[number];

export const sectionTitles: Record<PropertyFormSection, string> = {
  basics: "Basisdaten",
  costs: "Kosten",
  areas: "Flächen & Zimmer",
  features: "Ausstattung",
  energy: "Energieausweis",
  location: "Lage",
  media: "Bilder & Grundrisse",
  publishing: "Veröffentlichung",
};

/** The element id of a section (for the jump links and for scrolling to an error). */
export const sectionId = (section: PropertyFormSection) => `abschnitt-${section}`;

const certificate = (field: string) => `energyCertificate.${field}`;

/**
 * Which section shows which field (dotted paths, as zod and the server name them), in the order
 * the fields appear. A bare "energyCertificate" catches an error on the certificate as a whole.
 */
export const fieldsBySection: Record<PropertyFormSection, readonly string[]> = {
  basics: ["title", "type", "transactionType", "availableFrom", "description"],
  costs: ["price", "serviceCharges", "heatingCosts", "heatingIncluded", "deposit", "buyerCommission", "commissionFree"],
  areas: ["size", "usableArea", "plotSize", "rooms", "bedrooms", "bathrooms", "floor", "floors"],
  features: ["yearBuilt", "condition", "heatingType", "features"],
  energy: [
    ...["status", "type", "value", "heatValue", "electricityValue", "includesHotWater", "primarySource"].map(
      certificate,
    ),
    ...["efficiencyClass", "yearBuilt", "issuedAt", "validUntil"].map(certificate),
    "energyCertificate",
  ],
  location: ["address", "postalCode", "district", "city", "showAddress"],
  media: ["images", "floorPlans"],
  publishing: ["objectNumber", "publicStatus", "status", "isHighlight"],
};

/** Fields without one input to focus: the section's heading takes the focus instead. */
export const unfocusableFields = new Set(["images", "floorPlans", "status", "energyCertificate"]);

export type ErrorLocation = { section: PropertyFormSection; field: string };

/** The first field (in form order) for which `hasError` holds. */
export function firstErrorField(hasError: (path: string) => boolean): ErrorLocation | undefined {
  for (const section of propertyFormSections) {
    const field = fieldsBySection[section].find(hasError);
    if (field) return { section, field };
  }
  return undefined;
}

/** Does react-hook-form hold an error at this path (or below it, for "images.3")? */
export const errorAt = (errors: FieldErrors<PropertyFormValues>) => (path: string) => get(errors, path) !== undefined;

/** Does a list of error paths (the server's) name this field or something inside it? */
export const pathIn = (paths: readonly string[]) => (field: string) =>
  paths.some((path) => path === field || path.startsWith(`${field}.`));

/** The sections that hold at least one error. */
export function sectionsWithErrors(errors: FieldErrors<PropertyFormValues>): PropertyFormSection[] {
  const hasError = errorAt(errors);
  return propertyFormSections.filter((section) => fieldsBySection[section].some(hasError));
}
