import type { ComponentType } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { propertyTypeLabels } from "@shared/enums";
import { GALLERY_IMAGE_SIZES } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useCarousel } from "../../hooks/use-carousel";
import {
  propertyGallery,
  PROPERTY_IMAGE_HEIGHT,
  PROPERTY_IMAGE_WIDTH,
  type GallerySlide,
} from "../../lib/property-image";
import type { Property } from "@shared/contracts/properties";
import { GalleryJumps } from "./gallery-jumps";
import { useSwipe } from "./use-swipe";

const copy = {
  label: "Bildergalerie",
  carousel: "Karussell",
  slide: "Bild",
  previous: "Vorheriges Bild",
  next: "Nächstes Bild",
  floorPlan: "Grundriss",
  position: (n: number, count: number) => `Bild ${n} von ${count}`,
  alt: (title: string, n: number, count: number) => `${title} – Bild ${n} von ${count}`,
  floorPlanAlt: (title: string, n: number, count: number) => `Grundriss: ${title} – Bild ${n} von ${count}`,
  placeholderAlt: (type: string, city: string, n: number, count: number) =>
    `Symbolbild ${n} von ${count}: ${type} in ${city}`,
};

const controlClasses =
  "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-card-foreground " +
  "shadow-card backdrop-blur transition hover:bg-card [&_svg]:size-5";

type GalleryProperty = Pick<Property, "images" | "floorPlans" | "title" | "type" | "city">;

/**
 * Image carousel of photos and floor plans ('Grundriss'): previous/next buttons, ArrowLeft/ArrowRight
 * while it has focus, swiping on touch screens, a slide counter. The first image loads eagerly with
 * high priority (it is the page's largest image), the rest lazily.
 */
export function PropertyGallery({ property }: { property: GalleryProperty }) {
  const slides = propertyGallery(property.images, property.floorPlans);
  const { index, count, goTo, next, previous, onKeyDown } = useCarousel(slides.length);
  const swipe = useSwipe({ onNext: next, onPrevious: previous, enabled: count > 1 });
  const typeLabel = propertyTypeLabels[property.type];
  const altOf = (slide: GallerySlide, i: number) =>
    slide.isFloorPlan
      ? copy.floorPlanAlt(property.title, i + 1, count)
      : slide.isPlaceholder
        ? copy.placeholderAlt(typeLabel, property.city, i + 1, count)
        : copy.alt(property.title, i + 1, count);

  return (
    <div className="grid gap-3">
      <section
        aria-roledescription={copy.carousel}
        aria-label={copy.label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-2xl bg-muted shadow-card"
      >
        <div
          {...swipe.handlers}
          data-testid="gallery-track"
          className={cn(
            "flex touch-pan-y select-none",
            !swipe.dragging && "transition-transform duration-500 ease-out motion-reduce:transition-none",
          )}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
        >
          {slides.map((slide, i) => (
            <div
              key={`${slide.src}-${i}`}
              role="group"
              aria-roledescription={copy.slide}
              aria-label={
                slide.isFloorPlan ? `${copy.floorPlan}, ${copy.position(i + 1, count)}` : copy.position(i + 1, count)
              }
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn("relative aspect-[4/3] w-full shrink-0 sm:aspect-[16/10]", slide.isFloorPlan && "bg-white")}
            >
              <ResponsiveImage
                src={slide.src}
                sizes={GALLERY_IMAGE_SIZES}
                alt={altOf(slide, i)}
                width={PROPERTY_IMAGE_WIDTH}
                height={PROPERTY_IMAGE_HEIGHT}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
                draggable={false}
                // A floor plan is a drawing: shown whole, never cropped.
                className={cn("size-full", slide.isFloorPlan ? "object-contain p-3 sm:p-6" : "object-cover")}
              />
              {slide.isFloorPlan && (
                <span
                  aria-hidden
                  className="absolute left-3 top-3 rounded-full bg-inverse/85 px-3 py-1 text-sm font-semibold text-inverse-foreground sm:left-4 sm:top-4"
                >
                  {copy.floorPlan}
                </span>
              )}
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
              {slides[index]?.isFloorPlan
                ? `${copy.floorPlan}, ${copy.position(index + 1, count)}`
                : copy.position(index + 1, count)}
            </p>
          </>
        )}
      </section>
      <GalleryJumps slides={slides} index={index} goTo={goTo} />
    </div>
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
