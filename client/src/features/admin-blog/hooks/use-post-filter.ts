import { useMemo, useState } from "react";
import type { BlogPost } from "@shared/contracts/blog";
import { emptyPostFilter, filterPosts, isPostFilterActive, type PostFilter } from "../lib/post-filter";

/** Search and status filter of the admin post list, and the posts they leave. */
export function usePostFilter(posts: readonly BlogPost[] | undefined) {
  const [filter, setFilter] = useState<PostFilter>(emptyPostFilter);
  const visible = useMemo(() => filterPosts(posts ?? [], filter), [posts, filter]);
  return {
    filter,
    update: (changes: Partial<PostFilter>) => setFilter((current) => ({ ...current, ...changes })),
    reset: () => setFilter(emptyPostFilter),
    active: isPostFilterActive(filter),
    visible,
  };
}
