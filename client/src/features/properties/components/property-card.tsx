import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, BedDouble, MapPin, Ruler } from "lucide-react";
import { propertyStatusLabels, propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatArea } from "@shared/format";
import { formatRoomCount } from "@shared/listing/facts";
import { formatLocation } from "@shared/listing/location";
import { cardImageWidths, GRID_CARD_SIZES } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { propertyCardImage, PROPERTY_IMAGE_HEIGHT, PROPERTY_IMAGE_WIDTH } from "../lib/property-image";
import { cardPrice } from "../lib/listing-price";
import type { Property } from "@shared/contracts/properties";

export type PropertyCardProps = {
  property: Property;
  /** Position in the list: picks the placeholder image (index mod 3). */
  index: number;
  /** Load the image eagerly with high priority (cards visible without scrolling). */
  priority?: boolean;
  /** Heading level of the title within the page outline (default h3). */
  headingLevel?: "h2" | "h3";
  className?: string;
  /**
   * A control of its own on the photo's top right (e.g. a bookmark button). It sits above the
   * card's stretched link, so it stays clickable and is a focus stop of its own.
   */
  action?: ReactNode;
};

/** Card of one property for lists and the home page; the whole card links to /properties/{id}. */
export function PropertyCard({
  property,
  index,
  priority = false,
  headingLevel: Heading = "h3",
  className,
  action,
}: PropertyCardProps) {
  const titleId = useId();
  const image = propertyCardImage(property.images, index);
  const typeLabel = propertyTypeLabels[property.type];
  const price = cardPrice(property);
  const alt = image.isPlaceholder
    ? `Symbolbild: ${typeLabel} in ${property.city}`
    : `Ansicht der Immobilie „${property.title}“`;

  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-card",
        "transition-[box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:shadow-card-hover",
        "focus-within:shadow-card-hover",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ResponsiveImage
          src={image.src}
          sizes={GRID_CARD_SIZES}
          widths={cardImageWidths}
          alt={alt}
          width={PROPERTY_IMAGE_WIDTH}
          height={PROPERTY_IMAGE_HEIGHT}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <Badge variant={property.transactionType === "rent" ? "accent" : "default"}>
            {transactionTypeLabels[property.transactionType]}
          </Badge>
          <Badge variant="overlay">{typeLabel}</Badge>
          {property.status === "reserved" && <Badge variant="destructive">{propertyStatusLabels.reserved}</Badge>}
        </div>
        {action && <div className="absolute right-3 top-3 z-10">{action}</div>}
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-2xl font-bold tracking-tight text-foreground">{price.amount}</p>
        {price.note && (
          <p className="mt-0.5 text-sm text-muted-foreground">
            {price.note.label} <span className="font-semibold text-foreground">{price.note.value}</span>
          </p>
        )}
        <Heading id={titleId} className="mt-2 line-clamp-2 text-lg font-semibold leading-snug">
          {property.title}
        </Heading>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {formatLocation({ ...property, address: null })}
        </p>

        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-border pt-4 text-sm text-foreground">
          <li className="flex items-center gap-2">
            <Ruler aria-hidden className="size-4 text-muted-foreground" />
            {formatArea(property.size)}
          </li>
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden className="size-4 text-muted-foreground" />
            {formatRoomCount(property.rooms, property.type)}
          </li>
        </ul>

        <Link
          href={`/properties/${property.id}`}
          aria-describedby={titleId}
          className={cn(
            "mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary",
            // Stretched link: the whole card is clickable, the link stays the one focus stop.
            "after:absolute after:inset-0 after:rounded-xl after:content-['']",
          )}
        >
          Details ansehen
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
