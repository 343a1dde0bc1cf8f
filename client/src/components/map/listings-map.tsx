import { useRef } from "react";
import { Link } from "wouter";
import { LazyMap } from "./lazy-map";
import { MapConsentGate } from "./map-consent-gate";
import type { Property } from "@shared/contracts/properties";
import { mapPointsOf } from "./map-points";
import type { MapHandle } from "./maplibre-map";

const copy = {
  label: "Karte der Suchergebnisse",
  list: "Angebote auf der Karte",
  show: "Auf der Karte zeigen",
  withoutPlace: (n: number) =>
    n === 1
      ? "1 Angebot dieser Seite hat keine Kartenposition."
      : `${n} Angebote dieser Seite haben keine Kartenposition.`,
};

/**
 * The 'Karte' view of the list: the map and, beside it, the same listings as a list, so a keyboard
 * or a screen reader reaches each of them (and moves the map to it) without the map.
 */
export default function ListingsMap({
  styleUrl,
  provider,
  properties,
}: {
  styleUrl: string;
  provider: string;
  properties: readonly Property[];
}) {
  const map = useRef<MapHandle>(null);
  const points = mapPointsOf(properties);
  const withoutPlace = properties.length - points.length;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <MapConsentGate provider={provider} className="min-h-[24rem] lg:min-h-[36rem]">
        <LazyMap
          styleUrl={styleUrl}
          points={points}
          label={copy.label}
          handle={map}
          className="h-[24rem] w-full overflow-hidden rounded-2xl border border-border lg:h-[36rem]"
        />
      </MapConsentGate>
      <section aria-label={copy.list}>
        <ul className="space-y-3">
          {points.map((point) => (
            <li key={point.id} className="rounded-xl border border-border bg-card p-3">
              <Link href={point.href} className="font-semibold text-foreground underline-offset-4 hover:underline">
                {point.title}
              </Link>
              <p className="text-sm text-muted-foreground">{point.price}</p>
              <button
                type="button"
                onClick={() => map.current?.show(point.id)}
                className="mt-1 min-h-11 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {copy.show}
                <span className="sr-only">: {point.title}</span>
              </button>
            </li>
          ))}
        </ul>
        {withoutPlace > 0 && <p className="mt-3 text-sm text-muted-foreground">{copy.withoutPlace(withoutPlace)}</p>}
      </section>
    </div>
  );
}
