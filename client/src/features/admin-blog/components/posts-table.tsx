import { Link } from "wouter";
import { formatDate } from "@shared/format";
import type { BlogPost } from "@shared/contracts/blog";
import { adminExcerpt } from "../lib/post-filter";
import { PostRowActions } from "./post-row-actions";
import { PostStatusBadge } from "./post-status-badge";

type PostsTableProps = { posts: BlogPost[]; onDelete: (post: BlogPost) => void };

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground";

/** Wide screens: title with excerpt, slug, status, date, actions. */
export function PostsTable({ posts, onDelete }: PostsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-card">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Blogbeiträge</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={th}>
              Titel
            </th>
            <th scope="col" className={th}>
              Slug
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Datum
            </th>
            <th scope="col" className={`${th} text-right`}>
              Aktionen
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {posts.map((post) => (
            <tr key={post.id} className="align-middle transition-colors hover:bg-muted/40" data-testid="post-row">
              <td className="max-w-md px-4 py-3">
                <Link
                  href={`/blog/${post.id}`}
                  className="font-semibold text-foreground hover:text-primary hover:underline"
                >
                  {post.title}
                </Link>
                <p className="mt-0.5 text-muted-foreground">{adminExcerpt(post.content)}</p>
              </td>
              <td className="px-4 py-3 font-mono text-[0.8125rem] text-muted-foreground">{post.slug}</td>
              <td className="px-4 py-3">
                <PostStatusBadge published={post.published} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              </td>
              <td className="px-4 py-1">
                <PostRowActions post={post} onDelete={() => onDelete(post)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
