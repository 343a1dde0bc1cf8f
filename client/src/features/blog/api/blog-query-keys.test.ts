import { describe, expect, it } from "vitest";
import { urlFromQueryKey } from "@/lib/query-client";
import { blogPostQueryKey } from "./use-blog-post";
import { blogPostsQueryKey } from "./use-blog-posts";

describe("blog query keys", () => {
  it("map to the public blog endpoints", () => {
    expect(urlFromQueryKey(blogPostsQueryKey())).toBe("/api/blog");
    expect(urlFromQueryKey(blogPostQueryKey("wohnen-in-berlin"))).toBe("/api/blog/slug/wohnen-in-berlin");
  });

  it("encode a slug that is not URL-safe", () => {
    expect(urlFromQueryKey(blogPostQueryKey("a/b?c"))).toBe("/api/blog/slug/a%2Fb%3Fc");
  });

  it("nest the single post under the list key, so invalidating the list refreshes both", () => {
    expect(blogPostQueryKey("x").slice(0, 1)).toEqual(blogPostsQueryKey());
  });
});
