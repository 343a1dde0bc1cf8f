import { describe, expect, it } from "vitest";
import { blogPostQueryKey, blogPostUrl } from "./use-blog-post";
import { blogPostsQueryKey } from "./use-blog-posts";

describe("blog queries", () => {
  it("read the public slug endpoint, encoding a slug that is not URL-safe", () => {
    expect(blogPostUrl("wohnen-in-berlin")).toBe("/api/blog/slug/wohnen-in-berlin");
    expect(blogPostUrl("a/b?c")).toBe("/api/blog/slug/a%2Fb%3Fc");
  });

  it("nest the single post under the list key, so invalidating the list refreshes both", () => {
    expect(blogPostQueryKey("x").slice(0, 1)).toEqual(blogPostsQueryKey());
  });
});
