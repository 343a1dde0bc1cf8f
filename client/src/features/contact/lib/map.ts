// Where the contact page's map comes from: a Google static map when a key is configured
// (VITE_MAPS_API_KEY at build time), otherwise our own placeholder with a link to OpenStreetMap.

export const STATIC_MAP_SIZE = { width: 640, height: 400 } as const;

/** Google Static Maps image of the address with a marker (scale 2 for sharp screens). */
export function staticMapUrl(address: string, apiKey: string): string {
  const params = new URLSearchParams({
    center: address,
    zoom: "15",
    size: `${STATIC_MAP_SIZE.width}x${STATIC_MAP_SIZE.height}`,
    scale: "2",
    markers: `color:0x123a52|${address}`,
    key: apiKey,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}

/** OpenStreetMap search for the address (opens their map in a new tab). */
export const openStreetMapUrl = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** The configured maps key, or undefined when none is set (blank counts as none). */
export function mapsApiKey(env: Record<string, unknown> = import.meta.env): string | undefined {
  const key = env.VITE_MAPS_API_KEY;
  return typeof key === "string" && key.trim() !== "" ? key.trim() : undefined;
}
