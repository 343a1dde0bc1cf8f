import { ExternalLink, MapPin } from "lucide-react";
import { cn } from "@/lib/cn";
import { fullAddress, siteConfig } from "@shared/site-config";
import { mapsApiKey, openStreetMapUrl, STATIC_MAP_SIZE, staticMapUrl } from "../lib/map";
import { MapPlaceholder } from "./map-placeholder";

const osmLinkText = "Auf OpenStreetMap ansehen";

function OsmLink({ className }: { className?: string }) {
  return (
    <a
      href={openStreetMapUrl(fullAddress)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {osmLinkText}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">(öffnet in einem neuen Tab)</span>
    </a>
  );
}

/**
 * The office on a map: a static map image when a maps key is configured, otherwise our own
 * sketch with a pin, the address and a link to OpenStreetMap.
 */
export function OfficeMap() {
  const apiKey = mapsApiKey();
  if (apiKey) {
    return (
      <figure className="overflow-hidden rounded-2xl border border-border bg-card shadow-card">
        <img
          src={staticMapUrl(fullAddress, apiKey)}
          alt={`Karte mit der Lage unseres Büros: ${fullAddress}`}
          width={STATIC_MAP_SIZE.width}
          height={STATIC_MAP_SIZE.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
        <figcaption className="flex flex-wrap items-center justify-between gap-x-4 px-5 py-2 text-sm text-muted-foreground">
          {fullAddress}
          <OsmLink />
        </figcaption>
      </figure>
    );
  }
  return (
    <figure
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-card"
      data-testid="map-placeholder"
    >
      <div className="relative isolate aspect-[5/3] w-full">
        <MapPlaceholder />
        <div aria-hidden className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-full">
          <span className="absolute left-1/2 top-full size-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent/30 motion-safe:animate-ping" />
          <MapPin className="relative size-11 fill-accent text-primary drop-shadow-md" strokeWidth={1.75} />
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-5 py-3">
        <span>
          <span className="block font-semibold text-card-foreground">{siteConfig.name}</span>
          <span className="block text-sm text-muted-foreground">{fullAddress}</span>
        </span>
        <OsmLink className="text-sm" />
      </figcaption>
    </figure>
  );
}
