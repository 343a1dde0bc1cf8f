import { Link } from "wouter";
import { formatDate } from "@shared/format";
import type { BlogPost } from "@shared/contracts/blog";
import { adminExcerpt } from "../lib/post-filter";
import { PostRowActions } from "./post-row-actions";
import { PostStatusBadge } from "./post-status-badge";
import { DataTable, type Column } from "@/components/ui/data-table";

type PostsTableProps = { posts: BlogPost[]; onDelete: (post: BlogPost) => void };

const columns: Column[] = [
  { label: "Titel" },
  { label: "Slug" },
  { label: "Status" },
  { label: "Datum" },
  { label: "Aktionen", align: "right" },
];

/** Wide screens: title with excerpt, slug, status, date, actions. */
export function PostsTable({ posts, onDelete }: PostsTableProps) {
  return (
    <DataTable caption="Blogbeiträge" widthClass="min-w-[52rem]" columns={columns}>
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
    </DataTable>
  );
}
