// Distances and the point visitors may see. The radius search measures on the sphere (haversine)
// after a bounding box the index can read; properties.repo.ts writes the same formulas in SQL.
import type { LatLng } from "./berlin-places";
import { listBounds } from "./list-params";

export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export const radiusBounds = { min: listBounds.minRadiusKm, max: listBounds.maxRadiusKm } as const;
/** The list page's 'Umkreis' choices in km. */
export const radiusChoices = [1, 2, 5, 10, 20, 50] as const;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude and longitude ranges that hold every point within `radiusKm` of `centre`. The
 * longitude span is taken at the circle's latitude farthest from the equator, where it is widest.
 */
export function boundingBox(centre: LatLng, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const widest = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos(rad(widest)));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/**
 * Visitors see a listing whose address is hidden on a grid of 1/400° latitude × 1/250° longitude:
 * about 280 m × 270 m in Berlin, so the point names a block of streets, never the house. Snapped
 * (not jittered), it stays the same on every answer and cannot be averaged out.
 */
export const HIDDEN_POINT_GRID = { lat: 400, lng: 250 } as const;

const snap = (value: number, perDegree: number) => Math.floor(value * perDegree + 0.5) / perDegree;

/** The point a visitor may see of a listing whose address is hidden. */
export function hiddenAddressPoint(point: LatLng): LatLng {
  return { lat: snap(point.lat, HIDDEN_POINT_GRID.lat), lng: snap(point.lng, HIDDEN_POINT_GRID.lng) };
}
