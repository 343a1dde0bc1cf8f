import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteBlogPost } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { forgetDeletedPost } from "./invalidate-blog";

/** DELETE /api/blog/{id} (the stored cover goes with it). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteBlogPost, { params: { id } }),
    onSuccess: (_result, id) => forgetDeletedPost(queryClient, id),
  });
}
