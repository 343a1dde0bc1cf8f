import { thumbnailWidths } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Property } from "@shared/contracts/properties";
import { propertyCardImage } from "@/features/properties/lib/property-image";

/** Small picture of a property in the admin list (the public image rule: real photo or placeholder). */
export function PropertyThumbnail({
  property,
  index,
  className,
}: {
  property: Pick<Property, "images">;
  index: number;
  className?: string;
}) {
  const image = propertyCardImage(property.images, index);
  return (
    <ResponsiveImage
      src={image.src}
      sizes="6rem"
      widths={thumbnailWidths}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 rounded-md bg-muted object-cover", className)}
    />
  );
}
