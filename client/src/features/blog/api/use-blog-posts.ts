import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPost } from "@shared/contracts/blog";
import { jsonQuery } from "@/lib/get-json";

export const BLOG_URL = "/api/blog";

/** ["/api/blog"]: the list; it prefixes the single-post keys, so admin writes invalidate just this key. */
export const blogPostsQueryKey = () => [BLOG_URL] as const;

/** GET /api/blog: published posts, newest first (signed-in admins also get drafts). */

export const blogPostsQuery = () => queryOptions({ queryKey: blogPostsQueryKey(), ...jsonQuery<BlogPost[]>(BLOG_URL) });

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}
