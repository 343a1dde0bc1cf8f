import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPost } from "@shared/contracts/blog";
import { getJson } from "@/lib/get-json";
import { BLOG_URL } from "./use-blog-posts";

/** ["/api/blog", "slug", slug]: under the list key, so invalidating ["/api/blog"] refreshes it too. */
export const blogPostQueryKey = (slug: string) => [BLOG_URL, "slug", slug] as const;

/** GET /api/blog/slug/{slug} (URL-encoded; the server may have embedded it in the page). */
export const blogPostUrl = (slug: string) => `${BLOG_URL}/slug/${encodeURIComponent(slug)}`;
export const fetchBlogPost = (slug: string) => getJson<BlogPost>(blogPostUrl(slug));

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: blogPostQueryKey(slug), queryFn: () => fetchBlogPost(slug) });

/** One published post by slug; a missing or draft post fails with ApiError status 404. */
export function useBlogPost(slug: string | undefined) {
  return useQuery({ ...blogPostQuery(slug ?? ""), enabled: Boolean(slug) });
}
