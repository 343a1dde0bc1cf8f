import type { PropertyStatus, PropertyType, TransactionType } from "../enums";
import type { EnergyCertificate } from "../validation/energy-certificate";
import { efficiencyClassMismatch } from "./energy";
import { energyCertificateFieldLabels, listingFieldLabels } from "./field-labels";

// The publishing rule: a listing visitors can see must carry what the law requires in an ad (the
// energy data of GEG §87; for rentals whether service charges come on top, WoVermRG §6), and what
// it states must agree (the efficiency class with the energy value, GEG Anlage 10). The server
// applies it on create, update and import; the admin form shows the same list as a checklist.
// Drafts (hidden listings) may be incomplete and inconsistent.

/** The facts the rule looks at (a stored listing, a form's values, or an import row). */
export type PublishingFacts = {
  status?: PropertyStatus | null;
  type?: PropertyType | null;
  transactionType?: TransactionType | null;
  serviceCharges?: number | null;
  yearBuilt?: number | null;
  energyCertificate?: Partial<EnergyCertificate> | null;
};

/** A missing fact: the field's path (dotted) and its German name. */
export type MissingFact = { path: string; label: string };

/** A stated fact that contradicts another: the field's path (dotted) and why, in German. */
export type ConflictingFact = { path: string; message: string };

export const isPublicStatus = (status: PropertyStatus | null | undefined) =>
  status === "active" || status === "reserved" || status === undefined || status === null;

const residentialTypes: PropertyType[] = ["apartment", "house", "new"];
const given = (value: unknown) => value !== undefined && value !== null && value !== "";

const certificateFact = (field: keyof typeof energyCertificateFieldLabels): MissingFact => ({
  path: `energyCertificate.${field}`,
  label: energyCertificateFieldLabels[field],
});

/** What the listing lacks to be published, in the form's order; empty when complete. */
export function missingForPublication(listing: PublishingFacts): MissingFact[] {
  const missing: MissingFact[] = [];
  const certificate = listing.energyCertificate ?? undefined;
  if (!certificate?.status) missing.push(certificateFact("status"));
  else if (certificate.status === "available") {
    if (!given(certificate.type)) missing.push(certificateFact("type"));
    if (listing.type === "commercial") {
      if (!given(certificate.heatValue)) missing.push(certificateFact("heatValue"));
      if (!given(certificate.electricityValue)) missing.push(certificateFact("electricityValue"));
    } else if (!given(certificate.value)) missing.push(certificateFact("value"));
    if (!given(certificate.primarySource)) missing.push(certificateFact("primarySource"));
    if (listing.type && residentialTypes.includes(listing.type)) {
      if (!given(certificate.yearBuilt) && !given(listing.yearBuilt)) missing.push(certificateFact("yearBuilt"));
      if (!given(certificate.efficiencyClass)) missing.push(certificateFact("efficiencyClass"));
    }
  }
  if (listing.transactionType === "rent" && !given(listing.serviceCharges)) {
    missing.push({ path: "serviceCharges", label: listingFieldLabels.serviceCharges });
  }
  return missing;
}

/**
 * What the listing states that cannot be right: an efficiency class that does not fit the energy
 * value of a residential building (commercial buildings have no classes). Empty when consistent.
 */
export function conflictsForPublication(listing: PublishingFacts): ConflictingFact[] {
  const certificate = listing.energyCertificate;
  if (certificate?.status !== "available" || listing.type === "commercial") return [];
  const { value, efficiencyClass } = certificate;
  if (typeof value !== "number" || !Number.isFinite(value) || !efficiencyClass) return [];
  const mismatch = efficiencyClassMismatch(value, efficiencyClass);
  return mismatch ? [{ path: "energyCertificate.efficiencyClass", message: mismatch }] : [];
}

export const publishingMessagePrefix = "Für die Veröffentlichung fehlen Angaben: ";

/** The 400 answer's message and field errors for a listing that may not be published yet. */
export function publishingRefusal(missing: MissingFact[], conflicts: ConflictingFact[] = []) {
  const sentences = [
    ...(missing.length ? [`${publishingMessagePrefix}${missing.map((m) => m.label).join(", ")}`] : []),
    ...conflicts.map((c) => c.message),
  ];
  return {
    // The missing facts' sentence has no full stop of its own (the product's wording).
    message: sentences.join(missing.length && conflicts.length ? ". " : " "),
    errors: [
      ...missing.map((m) => ({ path: m.path, message: `Für die Veröffentlichung erforderlich: ${m.label}` })),
      ...conflicts.map((c) => ({ path: c.path, message: c.message })),
    ],
  };
}

/** The year of construction an ad states: the certificate's, else the listing's. */
export const adYearBuilt = (listing: PublishingFacts) =>
  listing.energyCertificate?.yearBuilt ?? listing.yearBuilt ?? null;
