// The listing search as one query: filters, sort order and page. The API reads it from the query
// string, the list page keeps it in its URL, and anything that stores a search later reuses it.
import { propertyTypes, transactionTypes } from "../enums";
import { features, type Feature } from "../listing/labels";
import { emptyToUndefined, z } from "../validation/zod";
import { radiusBounds } from "./geo";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  listBounds,
  listQueryFields,
  listSorts,
  MAX_PAGE_SIZE,
  type ListSort,
} from "./list-params";

export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  listBounds,
  listPageApiPath,
  listQueryParams,
  listSortLabels,
  listSorts,
  MAX_PAGE_SIZE,
  type ListSort,
} from "./list-params";

const priceBound = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number("Preis muss eine Zahl sein")
    .int("Preis muss eine ganze Zahl sein")
    .min(0, "Preis darf nicht negativ sein")
    .max(listBounds.price, "Preis ist zu hoch")
    .optional(),
);

const lowerBound = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(`${label} muss eine Zahl sein`)
      .min(0, `${label} darf nicht negativ sein`)
      .max(max, `${label} ist zu hoch`)
      .optional(),
  );

/** "balcony,elevator" (or the parameter repeated) → a set of known features. */
const featureList = z.preprocess(
  (value) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === "string" ? part.split(",") : [part],
    );
    const given = parts.map((part) => (typeof part === "string" ? part.trim() : part)).filter((part) => part !== "");
    return given.length ? given : undefined;
  },
  z
    .array(z.enum(features, "Unbekanntes Ausstattungsmerkmal"))
    .transform((list) => [...new Set(list)] as Feature[])
    .optional(),
);

/** A place: a name (Bezirk, Ortsteil, city) or a postal code, as typed; text that names nothing finds nothing. */
const placeText = z.preprocess(
  emptyToUndefined,
  z
    .string("Ort muss ein Text sein")
    .trim()
    .max(listBounds.cityLength, `Ort: höchstens ${listBounds.cityLength} Zeichen`)
    .optional(),
);

const nearMessage =
  "Mittelpunkt (near) als Breitengrad,Längengrad angeben (-90 bis 90, -180 bis 180), z. B. 52.52,13.405";

const coordinate = (text: string | undefined, limit: number) => {
  const value = text === undefined || text.trim() === "" ? NaN : Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
};

/** "52.52,13.405" → { lat, lng }: the centre of a radius search. */
const nearPoint = z.preprocess(
  emptyToUndefined,
  z
    .string(nearMessage)
    .transform((text, ctx) => {
      const [lat, lng, ...more] = text.split(",");
      const point = { lat: coordinate(lat, 90), lng: coordinate(lng, 180) };
      if (point.lat === undefined || point.lng === undefined || more.length) {
        ctx.addIssue({ code: "custom", message: nearMessage });
        return z.NEVER;
      }
      return { lat: point.lat, lng: point.lng };
    })
    .optional(),
);

const radiusMessage = `Umkreis (radiusKm) muss zwischen ${radiusBounds.min} und ${radiusBounds.max} km liegen`;
const radiusKm = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number("Umkreis (radiusKm) muss eine Zahl sein")
    .min(radiusBounds.min, radiusMessage)
    .max(radiusBounds.max, radiusMessage)
    .optional(),
);

/** A radius search names its centre and its radius, or neither. */
export function requireCentreWithRadius(
  filter: { near?: unknown; radiusKm?: unknown },
  ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
) {
  if (filter.near !== undefined && filter.radiusKm === undefined)
    ctx.addIssue({ code: "custom", path: ["radiusKm"], message: "Umkreis (radiusKm) fehlt zum Mittelpunkt (near)" });
  if (filter.radiusKm !== undefined && filter.near === undefined)
    ctx.addIssue({ code: "custom", path: ["near"], message: "Mittelpunkt (near) fehlt zum Umkreis (radiusKm)" });
}

/** What a listing must match: every field optional, all given ones together. */
export const propertyFilterSchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(propertyTypes, "Ungültiger Immobilientyp").optional()),
  transactionType: z.preprocess(emptyToUndefined, z.enum(transactionTypes, "Ungültige Vermarktungsart").optional()),
  city: z.preprocess(emptyToUndefined, z.string("Ort muss ein Text sein").trim().max(listBounds.cityLength).optional()),
  // City, Bezirk, Ortsteil or postal code, whatever the case and umlaut spelling.
  place: placeText,
  // Listings within radiusKm of near (listings without coordinates are left out).
  near: nearPoint,
  radiusKm,
  minPrice: priceBound,
  maxPrice: priceBound,
  minRooms: lowerBound("Zimmer (ab)", listBounds.rooms),
  minSize: lowerBound("Fläche (ab)", listBounds.size),
  features: featureList,
  isHighlight: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"], "Highlight: true oder false").optional())
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
export type PropertyFilter = z.infer<typeof propertyFilterSchema>;

/** Order and page. Without page and pageSize the answer holds every match. */
export const listPagingSchema = z.object({
  sort: z.preprocess(emptyToUndefined, z.enum(listSorts, "Ungültige Sortierung").default(DEFAULT_SORT)),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number("Seite muss eine Zahl sein")
      .int("Seite muss eine ganze Zahl ab 1 sein")
      .min(1, "Seite muss eine ganze Zahl ab 1 sein")
      .max(listBounds.page, "Seite ist zu hoch")
      .optional(),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number("Seitengröße muss eine Zahl sein")
      .int(`Seitengröße muss eine ganze Zahl zwischen 1 und ${MAX_PAGE_SIZE} sein`)
      .min(1, `Seitengröße muss eine ganze Zahl zwischen 1 und ${MAX_PAGE_SIZE} sein`)
      .max(MAX_PAGE_SIZE, `Seitengröße muss eine ganze Zahl zwischen 1 und ${MAX_PAGE_SIZE} sein`)
      .optional(),
  ),
});

/** GET /api/properties' query string. */
export const listQuerySchema = propertyFilterSchema.extend(listPagingSchema.shape).superRefine(requireCentreWithRadius);
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The rows a query asks for: a page (a size alone means page 1, a page alone 24 per page), or all. */
export function pageWindow(query: Pick<ListQuery, "page" | "pageSize">): { limit: number; offset: number } | undefined {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Just the filter fields of a query (the part that decides which listings match). */
export function filterOf(query: ListQuery): PropertyFilter {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filter } = query;
  return filter;
}

type QueryField = keyof ListQuery;
const fieldOrder: readonly QueryField[] = listQueryFields;
/** Compiles only while every field of the schema has its place in URLs (list-params.ts). */
type EveryFieldWritten<Missing extends never> = Missing;
export type ListQueryFieldsComplete = EveryFieldWritten<Exclude<QueryField, (typeof listQueryFields)[number]>>;

/**
 * Reads a query string leniently, field by field: a value the API would refuse (a hand-edited
 * `?page=abc`) is dropped instead of failing the whole search.
 */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const read: Partial<Record<QueryField, unknown>> = {};
  for (const field of fieldOrder) {
    const all = params.getAll(field);
    const raw = all.length > 1 ? all : all[0];
    const parsed = listQuerySchema.shape[field].safeParse(raw);
    read[field] = parsed.success ? parsed.data : undefined;
  }
  // Half a radius search is none.
  if (read.near === undefined || read.radiusKm === undefined) read.near = read.radiusKm = undefined;
  return { ...read, sort: (read.sort as ListSort | undefined) ?? DEFAULT_SORT } as ListQuery;
}
