import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { FEATURED_EXCERPT_LENGTH, postExcerpt } from "../lib/post-summary";
import type { BlogPost } from "@shared/contracts/blog";
import { BlogCoverImage } from "./blog-cover-image";
import { PostMeta } from "./post-meta";
import { focusableCard, ReadMore, stretchedLink } from "./read-more";

/** The newest post, large: cover beside the text on wide screens, 200-character excerpt. */
export function FeaturedPostCard({ post }: { post: BlogPost }) {
  return (
    <article
      data-testid="featured-post"
      className={cn(
        "group relative grid overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card",
        "transition-shadow duration-300 hover:shadow-card-hover lg:grid-cols-[1.2fr_1fr]",
        focusableCard,
      )}
    >
      <div className="overflow-hidden bg-muted lg:min-h-full">
        <BlogCoverImage
          post={post}
          priority
          decorative
          layout="featured"
          className="h-full transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <Badge variant="accent" className="self-start">
          Neuester Beitrag
        </Badge>
        <h2 className="mt-5 text-h2 text-card-foreground">
          <Link href={`/blog/${post.slug}`} className={stretchedLink}>
            {post.title}
          </Link>
        </h2>
        <PostMeta post={post} className="mt-4" />
        <p className="mt-5 leading-relaxed text-muted-foreground">
          {postExcerpt(post.content, FEATURED_EXCERPT_LENGTH)}
        </p>
        <ReadMore />
      </div>
    </article>
  );
}
