import { Link } from "wouter";
import { formatDate } from "@shared/format";
import { Card } from "@/components/ui/card";
import type { BlogPost } from "@shared/contracts/blog";
import { adminExcerpt } from "../lib/post-filter";
import { PostRowActions } from "./post-row-actions";
import { PostStatusBadge } from "./post-status-badge";

type PostCardsProps = { posts: BlogPost[]; onDelete: (post: BlogPost) => void };

/** Phones and tablets: one card per post with the same facts as the table. */
export function PostCards({ posts, onDelete }: PostCardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="grid grid-cols-1 gap-2 p-4" data-testid="post-card">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold leading-snug text-foreground">
                <Link href={`/blog/${post.id}`} className="hover:text-primary hover:underline">
                  {post.title}
                </Link>
              </h3>
              <PostStatusBadge published={post.published} />
            </div>
            <p className="text-sm text-muted-foreground">{adminExcerpt(post.content)}</p>
            <p className="truncate font-mono text-[0.8125rem] text-muted-foreground">/blog/{post.slug}</p>
            <div className="flex items-center justify-between gap-3 border-t border-border pt-2 text-sm text-muted-foreground">
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              <PostRowActions post={post} onDelete={() => onDelete(post)} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
