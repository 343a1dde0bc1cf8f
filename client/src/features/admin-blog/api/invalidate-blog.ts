import type { QueryClient } from "@tanstack/react-query";
import { blogPostsQueryKey } from "@/features/blog/api/use-blog-posts";
import { adminPostQueryKey } from "./use-admin-post";

/** After a write: the list and every single-post key under it (by id and by slug). */
export function invalidateBlog(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: blogPostsQueryKey() });
}

/**
 * After a delete: the same, except the deleted post's own key. Refetching it would answer 404 while
 * its editor is still on screen; it is dropped once the editor has navigated away.
 */
export function forgetDeletedPost(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: blogPostsQueryKey(), predicate: (query) => query.queryKey[1] !== id });
  setTimeout(() => queryClient.removeQueries({ queryKey: adminPostQueryKey(id), exact: true }), 0);
}
