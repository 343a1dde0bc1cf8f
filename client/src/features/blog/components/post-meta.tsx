import { CalendarDays, Clock } from "lucide-react";
import { cn } from "@/lib/cn";
import { postDate, readingTimeLabel } from "../lib/post-summary";
import type { BlogPost } from "@shared/contracts/blog";

/** "21. November 2026 · 3 Min. Lesezeit" with icons. */
export function PostMeta({ post, className }: { post: Pick<BlogPost, "createdAt" | "content">; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        <time dateTime={post.createdAt}>{postDate(post)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4 shrink-0" />
        {readingTimeLabel(post.content)}
      </span>
    </p>
  );
}
