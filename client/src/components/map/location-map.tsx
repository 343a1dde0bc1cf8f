import { LazyMap } from "./lazy-map";
import { MapConsentGate } from "./map-consent-gate";
import type { Property } from "@shared/contracts/properties";
import { mapPointsOf } from "./map-points";

/** The 'Lage' map of one listing (a circle where the address is not public), after consent. */
export default function LocationMap({
  property,
  settings,
}: {
  property: Property;
  settings: { styleUrl: string; provider: string };
}) {
  const point = mapPointsOf([property])[0];
  if (!point) return null;
  return (
    <MapConsentGate provider={settings.provider} className="mt-6 min-h-72">
      <LazyMap
        styleUrl={settings.styleUrl}
        points={[point]}
        label={point.approximate ? "Karte mit der ungefähren Lage" : "Karte mit der Lage"}
        className="mt-6 h-72 w-full overflow-hidden rounded-2xl border border-border"
      />
    </MapConsentGate>
  );
}
