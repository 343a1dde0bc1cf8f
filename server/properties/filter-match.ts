import type { Property } from "@shared/schema/index";
import type { PropertyFilter } from "@shared/search/list-query";
import { distanceKm, hiddenAddressPoint } from "@shared/search/geo";
import { placeMatch, placeMatches } from "@shared/search/place-search";

type Field = keyof PropertyFilter;
/** A field's rule; the whole filter comes along for rules of two fields (near and radiusKm). */
type FieldRule<K extends Field> = (
  wanted: NonNullable<PropertyFilter[K]>,
  property: Property,
  filter: PropertyFilter,
) => boolean;

const isAscii = (text: string) => Buffer.byteLength(text, "utf8") === text.length;

/**
 * `city ILIKE '%text%'` as PostgreSQL judges it. ASCII letters fold the same under every
 * collation; beyond ASCII the database's locale decides, which JavaScript cannot know, so the
 * answer there is "may match".
 */
const mayContain = (haystack: string, needle: string) =>
  !isAscii(haystack) || !isAscii(needle) || haystack.toLowerCase().includes(needle.toLowerCase());

/**
 * The place search as the database judges it. A text that is not ASCII once its umlauts are
 * spelled out may fold differently under the database's locale: "may match".
 */
function mayBeAt(text: string, p: Property): boolean {
  const match = placeMatch(text);
  if (!match) return false;
  const folds = [p.city, p.district ?? ""].every((name) => isAscii(name.replace(/[äöüÄÖÜßẞ]/g, "")));
  return !folds || placeMatches(match, { city: p.city, district: p.district || null, postalCode: p.postalCode });
}

/** Within the radius of the point visitors are shown; a metre's slack for the database's float rounding. */
function mayBeNear(filter: PropertyFilter, p: Property): boolean {
  if (!filter.near || filter.radiusKm === undefined) return true;
  if (p.latitude === null || p.longitude === null) return false;
  const exact = { lat: p.latitude, lng: p.longitude };
  const shown = p.showAddress ? exact : hiddenAddressPoint(exact);
  return distanceKm(filter.near, shown) <= filter.radiusKm + 0.001;
}

// One rule per filter field (the type makes a new field without a rule a compile error). They
// mirror filterConditions in properties.repo.ts; filter-match.test.ts holds the two together.
const fieldRules: { [K in Field]-?: FieldRule<K> } = {
  type: (wanted, p) => p.type === wanted,
  transactionType: (wanted, p) => p.transactionType === wanted,
  city: (wanted, p) => mayContain(p.city, wanted),
  place: (wanted, p) => mayBeAt(wanted, p),
  // near and radiusKm are one rule; each field checks the pair.
  near: (_wanted, p, filter) => mayBeNear(filter, p),
  radiusKm: (_wanted, p, filter) => mayBeNear(filter, p),
  minPrice: (wanted, p) => p.price >= wanted,
  maxPrice: (wanted, p) => p.price <= wanted,
  minRooms: (wanted, p) => p.rooms >= wanted,
  minSize: (wanted, p) => p.size >= wanted,
  features: (wanted, p) => wanted.every((feature) => p.features.includes(feature)),
  isHighlight: (wanted, p) => p.isHighlight === wanted,
};

/**
 * Whether a visitor's list for `filter` may contain `property`. Used to find the cached lists a
 * write makes stale; it errs only towards yes, which costs one extra database query, never a stale list.
 */
export function visitorListMayContain(filter: PropertyFilter, property: Property): boolean {
  if (property.status === "hidden") return false;
  return (Object.keys(fieldRules) as Field[]).every((field) => {
    const wanted = filter[field];
    return wanted === undefined || (fieldRules[field] as FieldRule<Field>)(wanted as never, property, filter);
  });
}
