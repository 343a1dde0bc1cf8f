import type { ComponentProps } from "react";
import { hasVariants, imageWidths, variantSrcSet, variantUrl, type ImageWidth } from "@shared/media-variants";

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes"> & {
  src: string;
  alt: string;
  /** How wide the image is shown, as for the `sizes` attribute: "(min-width: 1024px) 384px, 100vw". */
  sizes: string;
  /** The widths to offer; a card needs no 1200 px file. */
  widths?: readonly ImageWidth[];
};

/**
 * A photo this server stored, as <picture>: WebP in the widths offered with a JPEG fallback, so
 * the browser downloads the smallest file that is sharp at the shown size. Other sources (links
 * to other hosts, the bundled placeholders) stay a plain <img>. The picture element takes no box
 * of its own (display: contents): size and position the image through `className`.
 */
export function ResponsiveImage({ src, alt, sizes, widths = imageWidths, ...image }: ResponsiveImageProps) {
  if (!hasVariants(src)) return <img src={src} alt={alt} {...image} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={variantSrcSet(src, "webp", widths)} sizes={sizes} />
      <img
        src={variantUrl(src, widths[widths.length - 1], "jpg")}
        srcSet={variantSrcSet(src, "jpg", widths)}
        sizes={sizes}
        alt={alt}
        {...image}
      />
    </picture>
  );
}
