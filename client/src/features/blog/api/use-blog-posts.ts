import { useQuery } from "@tanstack/react-query";
import type { BlogPost } from "../types";

export const BLOG_URL = "/api/blog";

/** ["/api/blog"]: the list; it prefixes the single-post keys, so admin writes invalidate just this key. */
export const blogPostsQueryKey = () => [BLOG_URL] as const;

/** GET /api/blog: published posts, newest first (signed-in admins also get drafts). */
export function useBlogPosts() {
  return useQuery<BlogPost[]>({ queryKey: blogPostsQueryKey() });
}
