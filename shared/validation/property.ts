import { createInsertSchema } from "drizzle-zod";
import { properties } from "../schema/properties";
import { propertyStatuses, propertyTypes, transactionTypes } from "../enums";
import { isStoredMediaPath } from "../media-variants";
import { PG_INTEGER_MAX } from "./common";
import { emptyToUndefined, z } from "./zod";

export const MAX_IMAGES_PER_PROPERTY = 10;
export const maxImagesMessage = `Maximal ${MAX_IMAGES_PER_PROPERTY} Bilder erlaubt.`;

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

export const propertyInputSchema = createInsertSchema(properties, {
  title: () => z.string().trim().min(5, "Titel muss mindestens 5 Zeichen enthalten").max(200),
  type: () => z.enum(propertyTypes, "Ungültiger Immobilientyp"),
  transactionType: () => z.enum(transactionTypes, "Ungültige Vermarktungsart"),
  price: () =>
    z
      .number("Preis muss angegeben werden")
      .int("Preis muss eine ganze Zahl sein")
      .min(1, "Preis muss angegeben werden")
      .max(1_000_000_000),
  size: () =>
    z
      .number("Größe muss angegeben werden")
      .int("Größe muss eine ganze Zahl sein")
      .min(1, "Größe muss angegeben werden")
      .max(1_000_000),
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
}).omit({ id: true, createdAt: true, updatedAt: true });

export type PropertyInput = z.infer<typeof propertyInputSchema>;

export const propertyPatchSchema = propertyInputSchema.partial();
export type PropertyPatch = z.infer<typeof propertyPatchSchema>;

const priceBound = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number("Preis muss eine Zahl sein")
    .int("Preis muss eine ganze Zahl sein")
    .min(0, "Preis darf nicht negativ sein")
    .max(PG_INTEGER_MAX, "Preis ist zu hoch")
    .optional(),
);

/** The filter set of the list page, read from the query string. */
export const propertyFilterSchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(propertyTypes, "Ungültiger Immobilientyp").optional()),
  transactionType: z.preprocess(emptyToUndefined, z.enum(transactionTypes, "Ungültige Vermarktungsart").optional()),
  city: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  minPrice: priceBound,
  maxPrice: priceBound,
  isHighlight: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => (v === undefined ? undefined : v === "true")),
});

export type PropertyFilter = z.infer<typeof propertyFilterSchema>;
