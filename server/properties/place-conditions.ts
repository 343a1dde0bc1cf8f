import { and, between, inArray, isNotNull, like, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { properties } from "@shared/schema/index";
import { placeKeySql } from "@shared/schema/place-key";
import { boundingBox, EARTH_RADIUS_KM, HIDDEN_POINT_GRID } from "@shared/search/geo";
import type { LatLng } from "@shared/search/berlin-places";
import { placeMatch } from "@shared/search/place-search";

// The place and radius filters as SQL. Each reads an index (place keys, postal codes, the
// latitude/longitude B-tree) before anything is computed per row; filter-match.ts holds the same
// rules for the cache, bench-search.ts shows the plans.

/** A key prefix for LIKE: keys hold only a-z and 0-9, so nothing needs escaping. */
const startsWith = (prefix: string) => `${prefix}%`;

/** ?place=: city, Ortsteil or Bezirk by key, or a postal code by prefix. An empty key matches nothing. */
export function placeCondition(text: string): SQL {
  const match = placeMatch(text);
  if (!match) return sql`false`;
  if (match.kind === "postalCode") return like(properties.postalCode, startsWith(match.prefix));
  const districtKey = placeKeySql(properties.district);
  const conditions: (SQL | undefined)[] = [
    like(placeKeySql(properties.city), startsWith(match.prefix)),
    like(districtKey, startsWith(match.prefix)),
    match.districtKeys.length ? inArray(districtKey, match.districtKeys) : undefined,
    // A listing that names no Ortsteil is placed by its postal code.
    match.postalCodes.length
      ? and(sql`coalesce(${properties.district}, '') = ''`, inArray(properties.postalCode, match.postalCodes))
      : undefined,
  ];
  return or(...conditions)!;
}

/** Grid snapping as hiddenAddressPoint does it (floor(x·n + ½) / n), in SQL. */
const snapped = (column: AnyPgColumn, perDegree: number) => sql`(floor(${column} * ${perDegree} + 0.5) / ${perDegree})`;

/**
 * ?near=&radiusKm=: a bounding box on (latitude, longitude) the index answers, then the haversine
 * distance. Visitors are measured from the point they are shown: a hidden address's snapped
 * point, so moving the centre cannot reveal the true one. The box is widened by half a grid cell
 * for them. Rows without coordinates fall out at the box.
 */
export function radiusCondition(centre: LatLng, radiusKm: number, { exact }: { exact: boolean }): SQL {
  const box = boundingBox(centre, radiusKm);
  const slack = exact ? { lat: 0, lng: 0 } : { lat: 0.5 / HIDDEN_POINT_GRID.lat, lng: 0.5 / HIDDEN_POINT_GRID.lng };
  const lat = exact
    ? sql`${properties.latitude}`
    : sql`(case when ${properties.showAddress} then ${properties.latitude} else ${snapped(properties.latitude, HIDDEN_POINT_GRID.lat)} end)`;
  const lng = exact
    ? sql`${properties.longitude}`
    : sql`(case when ${properties.showAddress} then ${properties.longitude} else ${snapped(properties.longitude, HIDDEN_POINT_GRID.lng)} end)`;
  const haversine = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${centre.lat}::float8) / 2), 2)
      + cos(radians(${centre.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${centre.lng}::float8) / 2), 2)
    )))`;
  return and(
    isNotNull(properties.latitude),
    isNotNull(properties.longitude),
    between(properties.latitude, box.minLat - slack.lat, box.maxLat + slack.lat),
    between(properties.longitude, box.minLng - slack.lng, box.maxLng + slack.lng),
    sql`${haversine} <= ${radiusKm}::float8`,
  )!;
}
