import { queryOptions, useQuery } from "@tanstack/react-query";
import { listBlogPosts } from "@shared/api/endpoints/site";
import { apiQuery } from "@/lib/call-api";

export const BLOG_URL = listBlogPosts.path;

/** ["/api/blog"]: the list; it prefixes the single-post keys, so admin writes invalidate just this key. */
export const blogPostsQueryKey = () => [BLOG_URL] as const;

/** GET /api/blog: published posts, newest first (signed-in admins also get drafts). */

export const blogPostsQuery = () => queryOptions({ queryKey: blogPostsQueryKey(), ...apiQuery(listBlogPosts) });

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}
