import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { blogPreviewAnswer } from "@shared/contracts/blog";
import { apiJson } from "@/lib/api-client";

const PREVIEW_URL = "/api/blog/preview";

/**
 * The text as the post page will show it, rendered by the server (POST /api/blog/preview): the
 * same renderer and sanitizer as the published page, and no Markdown parser in the browser.
 */
export function usePostPreview(content: string) {
  return useQuery({
    queryKey: [PREVIEW_URL, content] as const,
    queryFn: () => apiJson<z.input<typeof blogPreviewAnswer>>("POST", PREVIEW_URL, { content }),
    enabled: content.trim() !== "",
    placeholderData: keepPreviousData,
  });
}
