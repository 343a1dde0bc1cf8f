import { Images, LayoutPanelLeft } from "lucide-react";
import { cn } from "@/lib/cn";
import type { GallerySlide } from "../../lib/property-image";

const copy = {
  photos: (n: number) => (n === 1 ? "1 Bild" : `${n} Bilder`),
  floorPlans: (n: number) => (n === 1 ? "Grundriss" : `${n} Grundrisse`),
};

const jumpClasses =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors [&_svg]:size-4";

/**
 * Under a gallery with floor plans: jumps to the first photo and the first floor plan, the current
 * part marked as pressed. Nothing when there are no floor plans.
 */
export function GalleryJumps({
  slides,
  index,
  goTo,
}: {
  slides: GallerySlide[];
  index: number;
  goTo: (index: number) => void;
}) {
  const firstPlan = slides.findIndex((slide) => slide.isFloorPlan);
  if (firstPlan < 0) return null;
  const onPlan = slides[index]?.isFloorPlan ?? false;
  const jumps = [
    { label: copy.photos(firstPlan), icon: Images, target: 0, pressed: !onPlan },
    { label: copy.floorPlans(slides.length - firstPlan), icon: LayoutPanelLeft, target: firstPlan, pressed: onPlan },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {jumps.map(({ label, icon: Icon, target, pressed }) => (
        <button
          key={label}
          type="button"
          aria-pressed={pressed}
          onClick={() => goTo(target)}
          className={cn(
            jumpClasses,
            pressed
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-card text-foreground hover:bg-muted",
          )}
        >
          <Icon aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
