import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "@shared/validation/blog";
import { createBlogPost } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { invalidateBlog } from "./invalidate-blog";

/** POST /api/blog; a taken slug answers 409 with a field error for "slug". */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) => callApi(createBlogPost, { body: input }),
    onSuccess: () => invalidateBlog(queryClient),
  });
}
