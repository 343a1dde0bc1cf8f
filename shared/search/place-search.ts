// What a typed place means: a postal code (or its first digits), or a name that may be a Bezirk,
// an Ortsteil, a city or the start of one. Names compare by their key: umlauts spelled out, lower
// case, only letters and digits ("Neukölln", "neukoelln", "NEUKÖLLN" → "neukoelln"). The database
// computes the same key in placeKeySql (shared/schema/place-key.ts); place-search.test.ts and the
// API tests hold the two together.
import { berlinBezirke } from "./berlin-places";
import { placeKey } from "./place-key";

export { placeKey };

/**
 * A name search: listings whose city or Ortsteil (`district`) key starts with `prefix`, whose
 * Ortsteil is one of `districtKeys` (a Bezirk names its Ortsteile), or which name no Ortsteil but
 * lie in one of `postalCodes`.
 */
export type NamedPlace = { kind: "name"; prefix: string; districtKeys: string[]; postalCodes: string[] };
/** A postal-code search: "10961", or "109" for every code that starts so. */
export type PostalPlace = { kind: "postalCode"; prefix: string };
export type PlaceMatch = NamedPlace | PostalPlace;

type Known = { districtKeys: Set<string>; postalCodes: Set<string> };

/** Every Bezirk and Ortsteil by its key: a Bezirk stands for its Ortsteile ("Mitte" is both). */
const known = new Map<string, Known>();
function add(name: string, districtKeys: string[], postalCodes: readonly string[]) {
  const entry = known.get(placeKey(name)) ?? { districtKeys: new Set(), postalCodes: new Set() };
  districtKeys.forEach((key) => entry.districtKeys.add(key));
  postalCodes.forEach((code) => entry.postalCodes.add(code));
  known.set(placeKey(name), entry);
}
for (const bezirk of berlinBezirke) {
  const keys = [placeKey(bezirk.name), ...bezirk.ortsteile.map((ortsteil) => placeKey(ortsteil.name))];
  add(
    bezirk.name,
    keys,
    bezirk.ortsteile.flatMap((ortsteil) => ortsteil.postalCodes),
  );
  for (const ortsteil of bezirk.ortsteile) add(ortsteil.name, [placeKey(ortsteil.name)], ortsteil.postalCodes);
}

/** "Berlin-Kreuzberg", "Berlin Mitte": the city in front of a known place adds nothing. */
const withoutCity = (key: string) => (key.startsWith("berlin") && known.has(key.slice(6)) ? key.slice(6) : key);

/** What `text` asks for, or undefined when it holds no letter or digit. */
export function placeMatch(text: string): PlaceMatch | undefined {
  const trimmed = text.trim();
  if (/^\d{1,5}$/.test(trimmed)) return { kind: "postalCode", prefix: trimmed };
  const key = withoutCity(placeKey(trimmed));
  if (!key) return undefined;
  const place = known.get(key);
  return {
    kind: "name",
    prefix: key,
    districtKeys: place ? [...place.districtKeys].sort() : [],
    postalCodes: place ? [...place.postalCodes].sort() : [],
  };
}

/** Whether a listing with this city, Ortsteil and postal code is one `match` finds. */
export function placeMatches(
  match: PlaceMatch,
  listing: { city: string; district: string | null; postalCode: string | null },
): boolean {
  if (match.kind === "postalCode") return listing.postalCode?.startsWith(match.prefix) ?? false;
  const district = listing.district === null ? null : placeKey(listing.district);
  return (
    placeKey(listing.city).startsWith(match.prefix) ||
    (district !== null && (district.startsWith(match.prefix) || match.districtKeys.includes(district))) ||
    (listing.district === null && listing.postalCode !== null && match.postalCodes.includes(listing.postalCode))
  );
}
