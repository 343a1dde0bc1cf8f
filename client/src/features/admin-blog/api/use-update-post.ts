import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "@shared/validation/blog";
import { apiJson } from "@/lib/api-client";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";
import type { BlogPost } from "@shared/contracts/blog";
import { adminPostQuery } from "./use-admin-post";
import { invalidateBlog } from "./invalidate-blog";

/** PATCH /api/blog/{id} with every field of the form. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BlogPostInput }) =>
      apiJson<BlogPost>("PATCH", `${BLOG_URL}/${id}`, input),
    onSuccess: (post) => {
      queryClient.setQueryData(adminPostQuery(post.id).queryKey, post);
      return invalidateBlog(queryClient);
    },
  });
}
