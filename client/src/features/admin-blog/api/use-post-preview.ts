import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { previewBlogPost } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";

/**
 * The text as the post page will show it, rendered by the server (POST /api/blog/preview): the
 * same renderer and sanitizer as the published page, and no Markdown parser in the browser.
 */
export function usePostPreview(content: string) {
  return useQuery({
    queryKey: [previewBlogPost.path, content] as const,
    queryFn: () => callApi(previewBlogPost, { body: { content } }),
    enabled: content.trim() !== "",
    placeholderData: keepPreviousData,
  });
}
