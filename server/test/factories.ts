import type { PropertyInput } from "@shared/validation/property";
import type { BlogPostInput } from "@shared/validation/blog";
import type { ApplicationInput } from "@shared/validation/application";
import { todayIso } from "@shared/dates";
import type { Services } from "../services";

let counter = 0;
const next = () => ++counter;

/** The energy certificate of a complete residential listing. */
export const completeCertificate = {
  status: "available",
  type: "consumption",
  value: 118,
  includesHotWater: true,
  primarySource: "district_heating",
  efficiencyClass: "D",
  yearBuilt: 1905,
  // Commercial listings state heat and electricity values instead.
  heatValue: 95,
  electricityValue: 40,
} as const;

/** A listing that may be published: a rental flat with its service charges and energy data. */
export const validProperty = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  title: `Helle Altbauwohnung Nr. ${next()}`,
  type: "apartment",
  transactionType: "rent",
  price: 1450,
  size: 78,
  rooms: 2.5,
  address: "Kastanienallee 42",
  city: "Berlin",
  description: "Schöne Wohnung mit Dielenboden, Stuck und Südbalkon in ruhiger Lage.",
  serviceCharges: 240,
  energyCertificate: completeCertificate,
  images: [],
  status: "active",
  isHighlight: false,
  ...overrides,
});

export const createProperty = (services: Services, overrides: Partial<PropertyInput> = {}) =>
  services.properties.create(validProperty(overrides));

export const validPost = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => {
  const n = next();
  return {
    title: `Ratgeber Mieten in Berlin ${n}`,
    slug: `ratgeber-mieten-${n}`,
    content: "## Überblick\n\nWas Sie über den Berliner Mietmarkt wissen sollten.",
    coverImage: null,
    published: true,
    ...overrides,
  };
};

export const createPost = (services: Services, overrides: Partial<BlogPostInput> = {}) =>
  services.blog.create(validPost(overrides));

// Smallest real files: a 1×1 PNG and a minimal PDF.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
export const PNG_DATA_URL = dataUrl("image/png", PNG_BYTES);
export const PDF_DATA_URL = dataUrl("application/pdf", PDF_BYTES);

const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

export const validApplication = (propertyId: number, overrides: Partial<ApplicationInput> = {}): ApplicationInput => ({
  propertyId,
  name: "Anna Schmidt",
  email: "anna.schmidt@example.de",
  phone: "030 1234567",
  birthDate: "14.03.1990",
  birthPlace: "Leipzig",
  occupation: "Softwareentwicklerin",
  employmentInfo: { employer: "Beispiel GmbH", duration: "4 Jahre", employmentType: "Unbefristet" },
  income: 3800,
  currentAddress: "Schönhauser Allee 10, 10435 Berlin",
  currentLandlord: "Hausverwaltung Nord",
  moveInDate: inDays(30),
  roommates: ["Max Schmidt"],
  additionalInfo: "Nichtraucherin, keine Haustiere.",
  idCardUrl: PNG_DATA_URL,
  payslipUrl: PDF_DATA_URL,
  signature: "anna schmidt",
  ...overrides,
});
