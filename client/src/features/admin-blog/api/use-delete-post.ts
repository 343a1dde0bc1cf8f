import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";
import { forgetDeletedPost } from "./invalidate-blog";

/** DELETE /api/blog/{id} (the stored cover goes with it). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `${BLOG_URL}/${id}`),
    onSuccess: (_result, id) => forgetDeletedPost(queryClient, id),
  });
}
