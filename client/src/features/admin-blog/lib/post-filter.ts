import { postExcerpt } from "@/features/blog/lib/post-summary";
import type { BlogPost } from "@shared/contracts/blog";

/** The admin list shows 80 characters of the stripped content. */
export const ADMIN_EXCERPT_LENGTH = 80;
export const adminExcerpt = (content: string) => postExcerpt(content, ADMIN_EXCERPT_LENGTH);

export const postStatusFilters = ["all", "published", "draft"] as const;
export type PostStatusFilter = (typeof postStatusFilters)[number];
export const isPostStatusFilter = (value: string): value is PostStatusFilter =>
  (postStatusFilters as readonly string[]).includes(value);

export type PostFilter = { search: string; status: PostStatusFilter };
export const emptyPostFilter: PostFilter = { search: "", status: "all" };
export const isPostFilterActive = (filter: PostFilter) => filter.search.trim() !== "" || filter.status !== "all";

/** Search in title and slug (case-insensitive), and published / draft. */
export function filterPosts(posts: readonly BlogPost[], filter: PostFilter): BlogPost[] {
  const needle = filter.search.trim().toLocaleLowerCase("de");
  return posts.filter(
    (post) =>
      (filter.status === "all" || post.published === (filter.status === "published")) &&
      (needle === "" || post.title.toLocaleLowerCase("de").includes(needle) || post.slug.includes(needle)),
  );
}
