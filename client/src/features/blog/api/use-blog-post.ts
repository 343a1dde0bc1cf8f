import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BlogPostPage } from "@shared/contracts/blog";
import { getBlogPostBySlug } from "@shared/api/endpoints/site";
import { apiUrl } from "@/lib/call-api";
import { jsonQuery } from "@/lib/get-json";
import { BLOG_URL } from "./use-blog-posts";

/**
 * A post as its page shows it. `contentHtml` (the sanitized HTML the server made of the text) is
 * absent only in the answer embedded in a server-rendered page: that page holds the HTML already.
 */
export type PagePost = Omit<BlogPostPage, "contentHtml"> & { contentHtml?: string };

/** ["/api/blog", "slug", slug]: under the list key, so invalidating ["/api/blog"] refreshes it too. */
export const blogPostQueryKey = (slug: string) => [BLOG_URL, "slug", slug] as const;

/** GET /api/blog/slug/{slug} (URL-encoded; the server may have embedded it in the page). */
export const blogPostUrl = (slug: string) => apiUrl(getBlogPostBySlug, { params: { slug } });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: blogPostQueryKey(slug), ...jsonQuery<PagePost>(blogPostUrl(slug)) });

/** One published post by slug; a missing or draft post fails with ApiError status 404. */
export function useBlogPost(slug: string | undefined) {
  return useQuery({ ...blogPostQuery(slug ?? ""), enabled: Boolean(slug) });
}

/** The id of the element that holds a post's text on its page. */
export const POST_BODY_ID = "post-body";

/**
 * The post's HTML: from its answer, or, while hydrating the server's page (whose embedded answer
 * leaves it out), from that page's own element, read once. It is then kept with the post, so the
 * page shows it again after the visitor has gone elsewhere in the site and come back.
 */
export function usePostHtml(post: PagePost): string {
  const client = useQueryClient();
  const [html] = useState(
    () =>
      post.contentHtml ??
      (typeof document === "undefined" ? "" : (document.getElementById(POST_BODY_ID)?.innerHTML ?? "")),
  );
  useEffect(() => {
    if (post.contentHtml !== undefined) return;
    client.setQueryData<PagePost>(blogPostQueryKey(post.slug), (kept) => kept && { ...kept, contentHtml: html });
  }, [client, html, post.contentHtml, post.slug]);
  return post.contentHtml ?? html;
}
