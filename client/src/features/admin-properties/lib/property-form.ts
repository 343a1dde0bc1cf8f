import type { PropertyStatus, PropertyType, TransactionType } from "@shared/enums";
import type {
  CertificateStatus,
  CertificateType,
  Condition,
  EfficiencyClass,
  EnergySource,
  Feature,
  HeatingType,
} from "@shared/listing/labels";
import type { PublishingFacts } from "@shared/listing/publishing";
import type { EnergyCertificate } from "@shared/validation/energy-certificate";
import type { PropertyInput } from "@shared/validation/property";
import type { Property } from "@shared/contracts/properties";

/** A number field's value: null when empty, NaN while the typed text is no number (zod names the field). */
export type Amount = number | null;

/** Hot water in the energy value: not stated, included, not included. */
export type HotWater = "" | "yes" | "no";

export type CertificateFormValues = {
  status: CertificateStatus | "";
  type: CertificateType | "";
  value: Amount;
  includesHotWater: HotWater;
  primarySource: EnergySource | "";
  efficiencyClass: EfficiencyClass | "";
  yearBuilt: Amount;
  issuedAt: string;
  validUntil: string;
  heatValue: Amount;
  electricityValue: Amount;
};

/** The status 'Veröffentlichen' gives; 'Als Entwurf speichern' always hides. */
export type PublicStatus = Exclude<PropertyStatus, "hidden">;
export type SaveIntent = "draft" | "publish";

/** What the form's inputs hold: text for optional texts and choices (empty = none), numbers as typed. */
export type PropertyFormValues = {
  objectNumber: string;
  title: string;
  type: PropertyType;
  transactionType: TransactionType;
  description: string;
  availableFrom: string;
  price: Amount;
  serviceCharges: Amount;
  heatingCosts: Amount;
  heatingIncluded: boolean;
  deposit: Amount;
  buyerCommission: string;
  commissionFree: boolean;
  size: Amount;
  usableArea: Amount;
  plotSize: Amount;
  rooms: Amount;
  bedrooms: Amount;
  bathrooms: Amount;
  floor: Amount;
  floors: Amount;
  yearBuilt: Amount;
  condition: Condition | "";
  heatingType: HeatingType | "";
  features: Feature[];
  energyCertificate: CertificateFormValues;
  address: string;
  postalCode: string;
  district: string;
  city: string;
  showAddress: boolean;
  latitude: Amount;
  longitude: Amount;
  images: string[];
  floorPlans: string[];
  publicStatus: PublicStatus;
  isHighlight: boolean;
};

const emptyCertificate: CertificateFormValues = {
  status: "",
  type: "",
  value: null,
  includesHotWater: "",
  primarySource: "",
  efficiencyClass: "",
  yearBuilt: null,
  issuedAt: "",
  validUntil: "",
  heatValue: null,
  electricityValue: null,
};

/** What the form of a new property starts with: a rental flat, published as 'Aktiv'. */
export const propertyFormDefaults: PropertyFormValues = {
  objectNumber: "",
  title: "",
  type: "apartment",
  transactionType: "rent",
  description: "",
  availableFrom: "",
  price: null,
  serviceCharges: null,
  heatingCosts: null,
  heatingIncluded: false,
  deposit: null,
  buyerCommission: "",
  commissionFree: false,
  size: null,
  usableArea: null,
  plotSize: null,
  rooms: null,
  bedrooms: null,
  bathrooms: null,
  floor: null,
  floors: null,
  yearBuilt: null,
  condition: "",
  heatingType: "",
  features: [],
  energyCertificate: emptyCertificate,
  address: "",
  postalCode: "",
  district: "",
  city: "",
  showAddress: true,
  latitude: null,
  longitude: null,
  images: [],
  floorPlans: [],
  publicStatus: "active",
  isHighlight: false,
};

function toCertificateFormValues(certificate: EnergyCertificate | null): CertificateFormValues {
  if (!certificate) return emptyCertificate;
  const hotWater = certificate.includesHotWater;
  return {
    status: certificate.status,
    type: certificate.type ?? "",
    value: certificate.value ?? null,
    includesHotWater: hotWater === true ? "yes" : hotWater === false ? "no" : "",
    primarySource: certificate.primarySource ?? "",
    efficiencyClass: certificate.efficiencyClass ?? "",
    yearBuilt: certificate.yearBuilt ?? null,
    issuedAt: certificate.issuedAt ?? "",
    validUntil: certificate.validUntil ?? "",
    heatValue: certificate.heatValue ?? null,
    electricityValue: certificate.electricityValue ?? null,
  };
}

/** The form values of a stored property: every field it may send back (totalRent is the server's). */
export function toFormValues(property: Property): PropertyFormValues {
  return {
    objectNumber: property.objectNumber,
    title: property.title,
    type: property.type,
    transactionType: property.transactionType,
    description: property.description,
    availableFrom: property.availableFrom ?? "",
    price: property.price,
    serviceCharges: property.serviceCharges,
    heatingCosts: property.heatingCosts,
    heatingIncluded: property.heatingIncluded,
    deposit: property.deposit,
    buyerCommission: property.buyerCommission ?? "",
    commissionFree: property.commissionFree,
    size: property.size,
    usableArea: property.usableArea,
    plotSize: property.plotSize,
    rooms: property.rooms,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    floor: property.floor,
    floors: property.floors,
    yearBuilt: property.yearBuilt,
    condition: property.condition ?? "",
    heatingType: property.heatingType ?? "",
    features: [...property.features],
    energyCertificate: toCertificateFormValues(property.energyCertificate),
    // Admins always receive the street; null only reaches visitors.
    address: property.address ?? "",
    postalCode: property.postalCode ?? "",
    district: property.district ?? "",
    city: property.city,
    showAddress: property.showAddress,
    latitude: property.latitude,
    longitude: property.longitude,
    images: [...property.images],
    floorPlans: [...property.floorPlans],
    publicStatus: property.status === "reserved" ? "reserved" : "active",
    isHighlight: property.isHighlight,
  };
}

const text = (value: string) => (value.trim() === "" ? null : value);
const choice = <T extends string>(value: T | "") => (value === "" ? null : value);

/** Which energy values an ad of this kind of building states (GEG §87). */
export const certificateFieldsApply = (type: PropertyType) =>
  type === "commercial"
    ? { value: false, heatAndElectricity: true, efficiencyClass: false }
    : { value: true, heatAndElectricity: false, efficiencyClass: true };

/**
 * The certificate as the listing stores it: only the status unless a certificate is available, and
 * only the values that apply to the kind of building (residential: value and class; commercial:
 * heat and electricity values). Empty entries are left out.
 */
function toCertificate(values: CertificateFormValues, type: PropertyType): EnergyCertificate | null {
  if (values.status === "") return null;
  if (values.status !== "available") return { status: values.status };
  const applies = certificateFieldsApply(type);
  const entries: Partial<Record<keyof EnergyCertificate, unknown>> = {
    status: values.status,
    type: choice(values.type),
    value: applies.value ? values.value : null,
    includesHotWater: applies.value && values.includesHotWater !== "" ? values.includesHotWater === "yes" : null,
    primarySource: choice(values.primarySource),
    efficiencyClass: applies.efficiencyClass ? choice(values.efficiencyClass) : null,
    yearBuilt: values.yearBuilt,
    issuedAt: text(values.issuedAt),
    validUntil: text(values.validUntil),
    heatValue: applies.heatAndElectricity ? values.heatValue : null,
    electricityValue: applies.heatAndElectricity ? values.electricityValue : null,
  };
  return Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => entry !== null && entry !== undefined),
  ) as EnergyCertificate;
}

/**
 * What the form sends for a save: every field (so an edit round-trips the whole listing), with the
 * costs that do not apply to the offer cleared (rent: Nebenkosten, Heizkosten, Kaution; purchase:
 * Käuferprovision). Numbers go on as typed: zod names an empty or wrong one in German.
 */
export function toPropertyInput(values: PropertyFormValues, intent: SaveIntent): PropertyInput {
  const rent = values.transactionType === "rent";
  return {
    objectNumber: text(values.objectNumber)?.trim() ?? undefined,
    title: values.title,
    type: values.type,
    transactionType: values.transactionType,
    description: values.description,
    availableFrom: text(values.availableFrom),
    price: values.price as number,
    serviceCharges: rent ? values.serviceCharges : null,
    heatingCosts: rent ? values.heatingCosts : null,
    heatingIncluded: rent && values.heatingIncluded,
    deposit: rent ? values.deposit : null,
    buyerCommission: rent || values.commissionFree ? null : text(values.buyerCommission),
    commissionFree: !rent && values.commissionFree,
    size: values.size as number,
    usableArea: values.usableArea,
    plotSize: values.plotSize,
    rooms: values.rooms as number,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    floor: values.floor,
    floors: values.floors,
    yearBuilt: values.yearBuilt,
    condition: choice(values.condition),
    heatingType: choice(values.heatingType),
    features: values.features,
    energyCertificate: toCertificate(values.energyCertificate, values.type),
    address: values.address,
    postalCode: text(values.postalCode),
    district: text(values.district),
    city: values.city,
    showAddress: values.showAddress,
    latitude: values.latitude,
    longitude: values.longitude,
    images: values.images,
    floorPlans: values.floorPlans,
    status: intent === "draft" ? "hidden" : values.publicStatus,
    isHighlight: values.isHighlight,
  };
}

const known = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? null : value;

/** The facts the publishing rule reads, from what is typed right now (a number still being typed counts as missing). */
export function publishingFactsOf(values: PropertyFormValues): PublishingFacts {
  const input = toPropertyInput(values, "publish");
  const certificate = input.energyCertificate;
  return {
    status: input.status,
    type: input.type,
    transactionType: input.transactionType,
    serviceCharges: known(input.serviceCharges),
    yearBuilt: known(input.yearBuilt),
    energyCertificate: certificate && {
      ...certificate,
      value: known(certificate.value),
      yearBuilt: known(certificate.yearBuilt),
      heatValue: known(certificate.heatValue),
      electricityValue: known(certificate.electricityValue),
    },
  };
}
