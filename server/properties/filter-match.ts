import type { Property } from "@shared/schema/index";
import type { PropertyFilter } from "@shared/search/list-query";

type Field = keyof PropertyFilter;
type FieldRule<K extends Field> = (wanted: NonNullable<PropertyFilter[K]>, property: Property) => boolean;

const isAscii = (text: string) => Buffer.byteLength(text, "utf8") === text.length;

/**
 * `city ILIKE '%text%'` as PostgreSQL judges it. ASCII letters fold the same under every
 * collation; beyond ASCII the database's locale decides, which JavaScript cannot know, so the
 * answer there is "may match".
 */
const mayContain = (haystack: string, needle: string) =>
  !isAscii(haystack) || !isAscii(needle) || haystack.toLowerCase().includes(needle.toLowerCase());

// One rule per filter field (the type makes a new field without a rule a compile error). They
// mirror filterConditions in properties.repo.ts; filter-match.test.ts holds the two together.
const fieldRules: { [K in Field]-?: FieldRule<K> } = {
  type: (wanted, p) => p.type === wanted,
  transactionType: (wanted, p) => p.transactionType === wanted,
  city: (wanted, p) => mayContain(p.city, wanted),
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
    return wanted === undefined || (fieldRules[field] as FieldRule<Field>)(wanted as never, property);
  });
}
