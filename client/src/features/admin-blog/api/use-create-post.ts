import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "@shared/validation/blog";
import { apiJson } from "@/lib/api-client";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";
import type { BlogPost } from "@shared/contracts/blog";
import { invalidateBlog } from "./invalidate-blog";

/** POST /api/blog; a taken slug answers 409 with a field error for "slug". */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) => apiJson<BlogPost>("POST", BLOG_URL, input),
    onSuccess: () => invalidateBlog(queryClient),
  });
}
