import { lazy, Suspense } from "react";
import { LoaderCircle } from "lucide-react";
import type { MaplibreMapProps } from "./maplibre-map";

// MapLibre (about 300 KB compressed) loads only here, after the visitor agreed to see maps.
const MaplibreMap = lazy(() => import("./maplibre-map"));

const loading = "Karte wird geladen …";

export function LazyMap(props: MaplibreMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={`${props.className ?? ""} flex items-center justify-center gap-2 bg-muted text-muted-foreground`}
        >
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          {loading}
        </div>
      }
    >
      <MaplibreMap {...props} />
    </Suspense>
  );
}
