import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { blogCover, COVER_HEIGHT, COVER_WIDTH, coverLayouts, type CoverLayout } from "@shared/blog-cover";
import type { BlogPost } from "@shared/contracts/blog";

type BlogCoverImageProps = {
  post: Pick<BlogPost, "id" | "title" | "coverImage">;
  /** Above the fold: load eagerly with high priority (featured card, post page). */
  priority?: boolean;
  /** Beside its own title (cards): an empty alt, screen readers get the title once. */
  decorative?: boolean;
  /** Where it is shown (shared/blog-cover.ts). */
  layout?: CoverLayout;
  className?: string;
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
      {...coverLayouts[layout]}
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
