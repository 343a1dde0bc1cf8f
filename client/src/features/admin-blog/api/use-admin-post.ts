import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBlogPost } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";

/** ["/api/blog", id]: under the list key, so writes that invalidate the list refresh it too. */
export const adminPostQueryKey = (id: number) => [BLOG_URL, id] as const;

/** GET /api/blog/{id} (admin; drafts included). */
export const fetchAdminPost = (id: number) => getApi(getBlogPost, { params: { id } });

export const adminPostQuery = (id: number) =>
  queryOptions({ queryKey: adminPostQueryKey(id), queryFn: () => fetchAdminPost(id) });

/** Disabled for ids that are not positive integers. */
export function useAdminPost(id: number | undefined) {
  const valid = typeof id === "number" && Number.isInteger(id) && id > 0;
  return useQuery({ ...adminPostQuery(valid ? id : 0), enabled: valid });
}
