// The map itself, a chunk of its own that loads only once a visitor agreed to see maps: MapLibre
// GL JS with the provider's style, listings as buttons (focusable, clustered by Supercluster when
// they crowd), a popup with the listing's link, and a circle instead of a pin where the address is
// not public. The admin form uses it to set a pin.

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibre,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import Supercluster from "supercluster";
import type { MapPoint } from "./map-points";
import { APPROXIMATE_RADIUS_M, circleAround, degreesAround } from "./circle";
import { markerElement, popupContent } from "./map-markers";

setWorkerUrl(workerUrl);

/** Berlin's centre: where a map without points opens. */
export const BERLIN = { latitude: 52.52, longitude: 13.405 };

export type MapHandle = {
  /** Moves to a listing's marker and opens its popup (the list beside the map calls it). */
  show: (id: number) => void;
};

export type MaplibreMapProps = {
  styleUrl: string;
  points: readonly MapPoint[];
  /** What a screen reader announces for the map region. */
  label: string;
  /** The admin form: clicking the map sets the pin here. */
  onPick?: (point: { latitude: number; longitude: number }) => void;
  handle?: Ref<MapHandle>;
  className?: string;
};

const CIRCLE_SOURCE = "approximate-areas";

export default function MaplibreMap({ styleUrl, points, label, onPick, handle, className }: MaplibreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  // The markers on the map by key (a cluster or a listing), kept between renders of the same points.
  const [markers] = useState(() => new Map<string, Marker>());
  const popup = useRef<Popup | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = new MapLibre({
      container: element,
      style: styleUrl,
      center: [BERLIN.longitude, BERLIN.latitude],
      zoom: 10,
      attributionControl: false,
      cooperativeGestures: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }), "top-right");
    instance.addControl(new AttributionControl({ compact: true }), "bottom-right");
    instance.on("click", (event) => {
      if (pick.current) pick.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    });
    map.current = instance;
    return () => {
      popup.current?.remove();
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      instance.remove();
      map.current = null;
    };
  }, [styleUrl, markers]);

  // The listings: an index for clustering, the view fitted to them, circles for approximate places.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const cluster = new Supercluster<{ id: number }>({ radius: 48, maxZoom: 16 });
    cluster.load(
      points.map((point) => ({
        type: "Feature",
        properties: { id: point.id },
        geometry: { type: "Point", coordinates: [point.longitude, point.latitude] },
      })),
    );
    const byId = new Map(points.map((point) => [point.id, point]));

    const render = () => {
      const bounds = instance.getBounds();
      const zoom = Math.round(instance.getZoom());
      const features = cluster.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        zoom,
      );
      const seen = new Set<string>();
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const isCluster = "cluster" in feature.properties && feature.properties.cluster;
        const key = isCluster ? `c${feature.id}` : `p${feature.properties.id}`;
        seen.add(key);
        if (markers.has(key)) continue;
        const element = isCluster
          ? markerElement({
              kind: "cluster",
              count: (feature.properties as { point_count: number }).point_count,
              onActivate: () =>
                instance.easeTo({
                  center: [lng, lat],
                  zoom: cluster.getClusterExpansionZoom(Number(feature.id)),
                }),
            })
          : markerElement({
              kind: "listing",
              point: byId.get(feature.properties.id)!,
              onActivate: () => open(feature.properties.id),
            });
        markers.set(key, new Marker({ element }).setLngLat([lng, lat]).addTo(instance));
      }
      for (const [key, marker] of markers) {
        if (seen.has(key)) continue;
        marker.remove();
        markers.delete(key);
      }
    };

    const open = (id: number) => {
      const point = byId.get(id);
      if (!point) return;
      popup.current?.remove();
      popup.current = new Popup({ offset: 18, maxWidth: "260px" })
        .setLngLat([point.longitude, point.latitude])
        .setDOMContent(popupContent(point))
        .addTo(instance);
    };
    openRef.current = open;

    const drawCircles = () => {
      const areas = {
        type: "FeatureCollection" as const,
        features: points.filter((point) => point.approximate).map((point) => circleAround(point, APPROXIMATE_RADIUS_M)),
      };
      const source = instance.getSource(CIRCLE_SOURCE) as { setData?: (data: typeof areas) => void } | undefined;
      if (source?.setData) source.setData(areas);
      else {
        instance.addSource(CIRCLE_SOURCE, { type: "geojson", data: areas });
        instance.addLayer({
          id: CIRCLE_SOURCE,
          type: "fill",
          source: CIRCLE_SOURCE,
          paint: { "fill-color": "#1d4ed8", "fill-opacity": 0.18, "fill-outline-color": "#1d4ed8" },
        });
      }
    };

    if (points.length === 1)
      instance.jumpTo({ center: [points[0]!.longitude, points[0]!.latitude], zoom: points[0]!.approximate ? 14 : 15 });
    else if (points.length > 1) {
      const bounds = new LngLatBounds();
      for (const point of points) {
        // An approximate place is its whole circle.
        const [dLat, dLng] = point.approximate ? degreesAround(point.latitude, APPROXIMATE_RADIUS_M) : [0, 0];
        bounds.extend([point.longitude - dLng, point.latitude - dLat]);
        bounds.extend([point.longitude + dLng, point.latitude + dLat]);
      }
      instance.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
    }
    render();
    instance.on("moveend", render);
    if (instance.isStyleLoaded()) drawCircles();
    else instance.once("load", drawCircles);
    return () => {
      instance.off("moveend", render);
      for (const marker of markers.values()) marker.remove();
      markers.clear();
    };
  }, [points, markers]);

  const openRef = useRef<(id: number) => void>(() => {});
  useImperativeHandle(
    handle,
    () => ({
      show: (id: number) => {
        const point = points.find((candidate) => candidate.id === id);
        const instance = map.current;
        if (!point || !instance) return;
        instance.jumpTo({ center: [point.longitude, point.latitude], zoom: Math.max(instance.getZoom(), 15) });
        openRef.current(id);
      },
    }),
    [points],
  );

  return <div ref={container} role="region" aria-label={label} className={className} />;
}
