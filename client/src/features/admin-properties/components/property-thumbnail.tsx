import { cn } from "@/lib/cn";
import type { Property } from "@/features/properties/types";
import { propertyCardImage } from "@/features/properties/lib/property-image";

/** Small picture of a property in the admin list (the public image rule: real photo or placeholder). */
export function PropertyThumbnail({ property, index, className }: { property: Pick<Property, "images">; index: number; className?: string }) {
  const image = propertyCardImage(property.images, index);
  return <img src={image.src} alt="" loading="lazy" decoding="async" className={cn("shrink-0 rounded-md bg-muted object-cover", className)} />;
}
