import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "@shared/validation/blog";
import { updateBlogPost } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { adminPostQuery } from "./use-admin-post";
import { invalidateBlog } from "./invalidate-blog";

/** PATCH /api/blog/{id} with every field of the form. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BlogPostInput }) =>
      callApi(updateBlogPost, { params: { id }, body: input }),
    onSuccess: (post) => {
      queryClient.setQueryData(adminPostQuery(post.id).queryKey, post);
      return invalidateBlog(queryClient);
    },
  });
}
