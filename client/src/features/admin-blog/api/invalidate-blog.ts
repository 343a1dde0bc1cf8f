import type { QueryClient } from "@tanstack/react-query";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";
import { adminStatsQueryKey } from "@/features/dashboard/api/use-admin-stats";

/** After a write: the list, every single-post key under it (by id and by slug) and the dashboard numbers. */
export function invalidateBlog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [BLOG_URL] }),
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
  ]);
}

/**
 * After a delete: the same, except the deleted post's own key. Refetching it would answer 404 while
 * its editor is still on screen; it is dropped once the editor has navigated away.
 */
export function forgetDeletedPost(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: [BLOG_URL], predicate: (query) => query.queryKey[1] !== id });
  void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
  setTimeout(() => queryClient.removeQueries({ queryKey: [BLOG_URL, id], exact: true }), 0);
}
