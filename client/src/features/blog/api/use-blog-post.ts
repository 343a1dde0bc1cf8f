import { useQuery } from "@tanstack/react-query";
import type { BlogPost } from "../types";
import { BLOG_URL } from "./use-blog-posts";

/** ["/api/blog", "slug", slug] → GET /api/blog/slug/{slug} (URL-encoded); under the list key, so invalidating ["/api/blog"] refreshes it too. */
export const blogPostQueryKey = (slug: string) => [BLOG_URL, "slug", slug] as const;

/** One published post by slug; a missing or draft post fails with ApiError status 404. */
export function useBlogPost(slug: string | undefined) {
  return useQuery<BlogPost>({ queryKey: blogPostQueryKey(slug ?? ""), enabled: Boolean(slug) });
}
