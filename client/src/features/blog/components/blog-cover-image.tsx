import { cn } from "@/lib/cn";
import { GRID_CARD_SIZES, ResponsiveImage } from "@/components/ui/responsive-image";
import { blogCover, COVER_HEIGHT, COVER_WIDTH } from "../lib/blog-cover";
import type { BlogPost } from "../types";

type BlogCoverImageProps = {
  post: Pick<BlogPost, "id" | "title" | "coverImage">;
  /** Above the fold: load eagerly with high priority (featured card, post page). */
  priority?: boolean;
  /** Beside its own title (cards): an empty alt, screen readers get the title once. */
  decorative?: boolean;
  /** How wide it is shown (the `sizes` attribute); a card in the blog grid by default. */
  sizes?: string;
  className?: string;
};

/** The post's cover or its fallback illustration, 16:9, with intrinsic size against layout shift. */
export function BlogCoverImage({ post, priority = false, decorative = false, sizes = GRID_CARD_SIZES, className }: BlogCoverImageProps) {
  const cover = blogCover(post);
  return (
    <ResponsiveImage
      src={cover.src}
      sizes={sizes}
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
