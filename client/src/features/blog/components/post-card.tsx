import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { CARD_EXCERPT_LENGTH, postExcerpt } from "../lib/post-summary";
import type { BlogPost } from "@shared/contracts/blog";
import { BlogCoverImage } from "./blog-cover-image";
import { PostMeta } from "./post-meta";
import { focusableCard, ReadMore, stretchedLink } from "./read-more";

/** A post in the grid: cover, date and reading time, title, 120-character excerpt. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card",
        "transition-[box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:shadow-card-hover",
        focusableCard,
      )}
    >
      <div className="overflow-hidden bg-muted">
        <BlogCoverImage post={post} decorative className="transition-transform duration-500 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <PostMeta post={post} />
        <h3 className="mt-3 text-h3 text-card-foreground">
          <Link href={`/blog/${post.slug}`} className={stretchedLink}>
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-muted-foreground">
          {postExcerpt(post.content, CARD_EXCERPT_LENGTH)}
        </p>
        <ReadMore />
      </div>
    </article>
  );
}
