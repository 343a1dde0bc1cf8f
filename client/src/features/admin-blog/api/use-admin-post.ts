import { useQuery } from "@tanstack/react-query";
import { BLOG_URL } from "@/features/blog/api/use-blog-posts";
import type { BlogPost } from "@/features/blog/types";

/** ["/api/blog", id]: under the list key, so writes that invalidate the list refresh it too. */
export const adminPostQueryKey = (id: number) => [BLOG_URL, id] as const;

/** GET /api/blog/{id} (admin; drafts included). Disabled for ids that are not positive integers. */
export function useAdminPost(id: number | undefined) {
  const valid = typeof id === "number" && Number.isInteger(id) && id > 0;
  return useQuery<BlogPost>({ queryKey: adminPostQueryKey(valid ? id : 0), enabled: valid });
}
