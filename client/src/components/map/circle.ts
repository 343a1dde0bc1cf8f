import type { MapPoint } from "./map-points";

/** How far a rounded point may be from the listing: the circle a hidden address is drawn as. */
export const APPROXIMATE_RADIUS_M = 300;

const EARTH_RADIUS_M = 6_371_000;

/** How many degrees of latitude and of longitude `radiusM` metres are at this latitude. */
export function degreesAround(latitude: number, radiusM: number): [number, number] {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  return [dLat, dLat / Math.cos((latitude * Math.PI) / 180)];
}

/** A polygon of `steps` corners around a point, `radiusM` metres out (GeoJSON, for a fill layer). */
export function circleAround(point: Pick<MapPoint, "latitude" | "longitude">, radiusM: number, steps = 48) {
  const [dLat, dLng] = degreesAround(point.latitude, radiusM);
  const ring = Array.from({ length: steps + 1 }, (_, i) => {
    const angle = (i / steps) * 2 * Math.PI;
    return [point.longitude + dLng * Math.cos(angle), point.latitude + dLat * Math.sin(angle)];
  });
  return {
    type: "Feature" as const,
    properties: {},
    geometry: { type: "Polygon" as const, coordinates: [ring] },
  };
}
