import { ExternalLink } from "lucide-react";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { formatLocation } from "@shared/listing/location";
import type { ListingFact } from "@shared/listing/view";
import type { Property } from "@shared/contracts/properties";
import { lazy, Suspense, useRef } from "react";
import { useMapSettings } from "@/components/map/use-map-settings";
import { useNearViewport } from "@/hooks/use-near-viewport";
import { DetailSection, FactList } from "./detail-section";

const copy = {
  heading: "Lage",
  place: "Ort",
  addressOnRequest: "Die genaue Adresse nennen wir Ihnen gern auf Anfrage.",
  map: "Lage auf OpenStreetMap ansehen",
  newTab: "(öffnet in neuem Tab)",
};

/** 'Lage': street (only when the listing shows it), postal code and city, district, and a map link. */
export function PropertyLocation({ property }: { property: Property }) {
  const facts: ListingFact[] = [
    ...(property.address ? [{ key: "address", label: labels.address, value: property.address }] : []),
    { key: "place", label: copy.place, value: [property.postalCode, property.city].filter(Boolean).join(" ") },
    ...(property.district ? [{ key: "district", label: labels.district, value: property.district }] : []),
  ];
  const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatLocation(property))}`;
  return (
    <DetailSection title={copy.heading}>
      <FactList facts={facts} />
      {!property.address && <p className="mt-4 text-muted-foreground">{copy.addressOnRequest}</p>}
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        {copy.map}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{copy.newTab}</span>
      </a>
      <ListingLocationMap property={property} />
    </DetailSection>
  );
}

// Below the fold: its code loads when the visitor scrolls towards it (MapLibre only after consent).
const LocationMap = lazy(() => import("@/components/map/location-map"));

function ListingLocationMap({ property }: { property: Property }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const settings = useMapSettings();
  if (!settings || property.latitude == null) return null;
  return (
    <div ref={anchor}>
      {near && (
        <Suspense fallback={null}>
          <LocationMap property={property} settings={settings} />
        </Suspense>
      )}
    </div>
  );
}
