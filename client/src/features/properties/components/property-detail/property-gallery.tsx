import type { ComponentType } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { propertyTypeLabels } from "@shared/enums";
import { GALLERY_IMAGE_SIZES } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useCarousel } from "../../hooks/use-carousel";
import { propertyGallery, PROPERTY_IMAGE_HEIGHT, PROPERTY_IMAGE_WIDTH } from "../../lib/property-image";
import type { Property } from "@shared/contracts/properties";

const copy = {
  label: "Bildergalerie",
  carousel: "Karussell",
  slide: "Bild",
  previous: "Vorheriges Bild",
  next: "Nächstes Bild",
  position: (n: number, count: number) => `Bild ${n} von ${count}`,
  alt: (title: string, n: number, count: number) => `${title} – Bild ${n} von ${count}`,
  placeholderAlt: (type: string, city: string, n: number, count: number) =>
    `Symbolbild ${n} von ${count}: ${type} in ${city}`,
};

const controlClasses =
  "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-card-foreground " +
  "shadow-card backdrop-blur transition hover:bg-card [&_svg]:size-5";

/**
 * Image carousel: previous/next buttons, ArrowLeft/ArrowRight while it has focus, a slide counter.
 * The first image loads eagerly with high priority (it is the page's largest image), the rest lazily.
 */
export function PropertyGallery({ property }: { property: Pick<Property, "images" | "title" | "type" | "city"> }) {
  const slides = propertyGallery(property.images);
  const { index, count, next, previous, onKeyDown } = useCarousel(slides.length);
  const typeLabel = propertyTypeLabels[property.type];

  return (
    <section
      aria-roledescription={copy.carousel}
      aria-label={copy.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden rounded-2xl bg-muted shadow-card"
    >
      <div
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, i) => (
          <div
            key={`${slide.src}-${i}`}
            role="group"
            aria-roledescription={copy.slide}
            aria-label={copy.position(i + 1, count)}
            aria-hidden={i !== index}
            inert={i !== index}
            className="aspect-[4/3] w-full shrink-0 sm:aspect-[16/10]"
          >
            <ResponsiveImage
              src={slide.src}
              sizes={GALLERY_IMAGE_SIZES}
              alt={
                slide.isPlaceholder
                  ? copy.placeholderAlt(typeLabel, property.city, i + 1, count)
                  : copy.alt(property.title, i + 1, count)
              }
              width={PROPERTY_IMAGE_WIDTH}
              height={PROPERTY_IMAGE_HEIGHT}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          </div>
        ))}
      </div>

      {count > 1 && (
        <>
          <GalleryControl label={copy.previous} icon={ChevronLeft} onClick={previous} className="left-3 sm:left-4" />
          <GalleryControl label={copy.next} icon={ChevronRight} onClick={next} className="right-3 sm:right-4" />
          <p
            aria-hidden
            data-testid="slide-counter"
            className="absolute bottom-3 right-3 rounded-full bg-inverse/85 px-3 py-1 text-sm font-semibold tabular-nums text-inverse-foreground sm:bottom-4 sm:right-4"
          >
            {index + 1} / {count}
          </p>
          <p className="sr-only" aria-live="polite">
            {copy.position(index + 1, count)}
          </p>
        </>
      )}
    </section>
  );
}

type GalleryControlProps = {
  label: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  onClick: () => void;
  /** Which side of the photo. */
  className: string;
};

/** The round previous/next button over the photo. */
function GalleryControl({ label, icon: Icon, onClick, className }: GalleryControlProps) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={cn(controlClasses, className)}>
      <Icon aria-hidden />
    </button>
  );
}
