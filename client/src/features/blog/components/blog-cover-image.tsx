import { cardImageWidths, imageWidths, type ImageWidth } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { GRID_CARD_SIZES, ResponsiveImage } from "@/components/ui/responsive-image";
import { blogCover, COVER_HEIGHT, COVER_WIDTH } from "../lib/blog-cover";
import type { BlogPost } from "@shared/contracts/blog";

type BlogCoverImageProps = {
  post: Pick<BlogPost, "id" | "title" | "coverImage">;
  /** Above the fold: load eagerly with high priority (featured card, post page). */
  priority?: boolean;
  /** Beside its own title (cards): an empty alt, screen readers get the title once. */
  decorative?: boolean;
  /** Where it is shown: a card of the blog grid, the featured post beside its text, the post page. */
  layout?: CoverLayout;
  className?: string;
};

type CoverLayout = "card" | "featured" | "article";

// How wide a cover is shown (the `sizes` attribute) and which widths are worth offering there.
const layouts: Record<CoverLayout, { sizes: string; widths: readonly ImageWidth[] }> = {
  card: { sizes: GRID_CARD_SIZES, widths: cardImageWidths },
  featured: { sizes: "(min-width: 1024px) 42rem, 100vw", widths: imageWidths },
  article: { sizes: "(min-width: 1024px) 64rem, 100vw", widths: imageWidths },
};

/** The post's cover or its fallback illustration, 16:9, with intrinsic size against layout shift. */
export function BlogCoverImage({
  post,
  priority = false,
  decorative = false,
  layout = "card",
  className,
}: BlogCoverImageProps) {
  const cover = blogCover(post);
  return (
    <ResponsiveImage
      src={cover.src}
      {...layouts[layout]}
      alt={decorative ? "" : cover.alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-video w-full bg-muted object-cover dark:brightness-90", className)}
    />
  );
}
