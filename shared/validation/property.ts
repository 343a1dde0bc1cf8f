import { createInsertSchema } from "drizzle-zod";
import { properties } from "../schema/properties";
import { propertyStatuses, propertyTypes, transactionTypes } from "../enums";
import { conditions, features, heatingTypes } from "../listing/labels";
import { isStoredMediaPath } from "../media-variants";
import { isoDateParts } from "../dates";
import { energyCertificateSchema, yearBuiltSchema } from "./energy-certificate";
import { z } from "./zod";

export const MAX_IMAGES_PER_PROPERTY = 10;
export const maxImagesMessage = `Maximal ${MAX_IMAGES_PER_PROPERTY} Bilder erlaubt.`;
export const MAX_FLOOR_PLANS = 5;

// An image entry is an http(s) URL, a /media/{id} path this server returned, or an image data URL
// (turned into a media file by the server). The byte cap keeps one entry under ~6 MB of base64.
const imageEntry = z
  .string()
  .trim()
  .min(1)
  .max(8_000_000, "Bild ist zu groß.")
  .refine(
    (v) => /^https?:\/\//i.test(v) || isStoredMediaPath(v) || /^data:image\//i.test(v),
    "Ungültige Bildangabe: erlaubt sind http(s)-Adressen und hochgeladene Bilder.",
  );

/** Whole euros from 0 up (costs, deposit). */
const euros = (label: string) =>
  z
    .number(`${label} muss eine Zahl sein`)
    .int(`${label} in ganzen Euro angeben`)
    .min(0, `${label} darf nicht negativ sein`)
    .max(100_000_000, `${label} ist zu hoch`);

/** An area in m² with up to two decimals. */
const squareMetres = (label: string, min: number, message = `${label} muss angegeben werden`) =>
  z
    .number(message)
    .min(min, message)
    .max(10_000_000, `${label} ist zu groß`)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `${label} mit höchstens zwei Nachkommastellen angeben`,
    );

const count = (label: string, max: number) =>
  z
    .number(`${label} muss eine Zahl sein`)
    .int(`${label} muss eine ganze Zahl sein`)
    .min(0, `${label} darf nicht negativ sein`)
    .max(max, `${label}: höchstens ${max}`);

/** A WGS84 coordinate in decimal degrees (52.5163 for Berlin's latitude). */
const degrees = (label: string, limit: number) =>
  z
    .number(`${label} muss eine Zahl sein (Dezimalgrad, z. B. ${limit === 90 ? "52.5163" : "13.3777"})`)
    .min(-limit, `${label}: zwischen -${limit} und ${limit}`)
    .max(limit, `${label}: zwischen -${limit} und ${limit}`);

/** A point needs both coordinates: the refusal when a record would hold only one. */
export function coordinatesRefusal(listing: {
  latitude?: number | null;
  longitude?: number | null;
}): { path: "latitude" | "longitude"; message: string } | undefined {
  const hasLat = listing.latitude !== undefined && listing.latitude !== null;
  const hasLng = listing.longitude !== undefined && listing.longitude !== null;
  if (hasLat === hasLng) return undefined;
  return hasLat
    ? { path: "longitude", message: "Längengrad fehlt: Breitengrad und Längengrad nur zusammen angeben" }
    : { path: "latitude", message: "Breitengrad fehlt: Breitengrad und Längengrad nur zusammen angeben" };
}

export const OBJECT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,39}$/;

// The listing's base facts (required ones as drizzle-zod derives them from the table) …
const baseInputSchema = createInsertSchema(properties, {
  title: () => z.string().trim().min(5, "Titel muss mindestens 5 Zeichen enthalten").max(200),
  type: () => z.enum(propertyTypes, "Ungültiger Immobilientyp"),
  transactionType: () => z.enum(transactionTypes, "Ungültige Vermarktungsart"),
  price: () =>
    z
      .number("Preis muss angegeben werden")
      .int("Preis muss eine ganze Zahl sein")
      .min(1, "Preis muss angegeben werden")
      .max(1_000_000_000),
  size: () => squareMetres("Größe", 1, "Größe muss angegeben werden"),
  rooms: () =>
    z
      .number("Anzahl der Zimmer muss angegeben werden")
      .min(1, "Anzahl der Zimmer muss angegeben werden")
      .max(999)
      .multipleOf(0.5, "Zimmer nur in halben Schritten angeben"),
  address: () => z.string().trim().min(5, "Adresse muss angegeben werden").max(300),
  city: () => z.string().trim().min(2, "Stadt muss angegeben werden").max(100),
  description: () => z.string().trim().min(20, "Beschreibung muss mindestens 20 Zeichen enthalten").max(20_000),
  images: () => z.array(imageEntry).max(MAX_IMAGES_PER_PROPERTY, maxImagesMessage),
  status: () => z.enum(propertyStatuses, "Ungültiger Status"),
  isHighlight: () => z.boolean(),
}).pick({
  title: true,
  type: true,
  transactionType: true,
  price: true,
  size: true,
  rooms: true,
  address: true,
  city: true,
  description: true,
  images: true,
  status: true,
  isHighlight: true,
});

// … and the details of a German listing, each optional (null clears it). totalRent is the server's.
export const propertyInputSchema = baseInputSchema.extend({
  objectNumber: z
    .string("Objektnummer muss ein Text sein")
    .trim()
    .regex(
      OBJECT_NUMBER_PATTERN,
      "Objektnummer: bis zu 40 Zeichen aus Buchstaben, Ziffern, Leerzeichen, Punkt, Bindestrich und Schrägstrich",
    )
    .optional(),
  bedrooms: count("Schlafzimmer", 100).nullish(),
  bathrooms: count("Badezimmer", 100).nullish(),
  usableArea: squareMetres("Nutzfläche", 0).nullish(),
  plotSize: squareMetres("Grundstücksfläche", 0).nullish(),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Postleitzahl muss aus 5 Ziffern bestehen")
    .nullish(),
  district: z.string().trim().max(100, "Ortsteil: höchstens 100 Zeichen").nullish(),
  showAddress: z.boolean("Adresse veröffentlichen: ja oder nein").optional(),
  serviceCharges: euros("Nebenkosten").nullish(),
  heatingCosts: euros("Heizkosten").nullish(),
  heatingIncluded: z.boolean("Heizkosten enthalten: ja oder nein").optional(),
  deposit: euros("Kaution").nullish(),
  buyerCommission: z.string().trim().max(100, "Käuferprovision: höchstens 100 Zeichen").nullish(),
  commissionFree: z.boolean("Provisionsfrei: ja oder nein").optional(),
  floor: z
    .number("Etage muss eine Zahl sein")
    .int("Etage muss eine ganze Zahl sein")
    .min(-5, "Etage: mindestens -5 (Untergeschoss)")
    .max(200, "Etage: höchstens 200")
    .nullish(),
  floors: z
    .number("Etagen im Haus muss eine Zahl sein")
    .int("Etagen im Haus muss eine ganze Zahl sein")
    .min(1, "Etagen im Haus: mindestens 1")
    .max(200, "Etagen im Haus: höchstens 200")
    .nullish(),
  yearBuilt: yearBuiltSchema.nullish(),
  condition: z.enum(conditions, "Ungültiger Zustand").nullish(),
  availableFrom: z
    .string("Verfügbar ab muss ein Datum sein")
    .trim()
    .refine((v) => isoDateParts(v) !== null, "Verfügbar ab: bitte ein gültiges Datum angeben")
    .nullish(),
  heatingType: z.enum(heatingTypes, "Ungültige Heizungsart").nullish(),
  features: z
    .array(z.enum(features, "Unbekanntes Ausstattungsmerkmal"))
    .max(features.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  energyCertificate: energyCertificateSchema.nullish(),
  floorPlans: z.array(imageEntry).max(MAX_FLOOR_PLANS, `Maximal ${MAX_FLOOR_PLANS} Grundrisse erlaubt.`).optional(),
  latitude: degrees("Breitengrad", 90).nullish(),
  longitude: degrees("Längengrad", 180).nullish(),
});

export type PropertyInput = z.infer<typeof propertyInputSchema>;

export const propertyPatchSchema = propertyInputSchema.partial();
export type PropertyPatch = z.infer<typeof propertyPatchSchema>;

// The list filter is part of the listing search query (shared/search).
export { propertyFilterSchema, type PropertyFilter } from "../search/list-query";
