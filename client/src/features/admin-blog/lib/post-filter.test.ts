import { describe, expect, it } from "vitest";
import type { BlogPost } from "@shared/contracts/blog";
import { adminExcerpt, emptyPostFilter, filterPosts, isPostFilterActive } from "./post-filter";

const post = (id: number, overrides: Partial<BlogPost>) =>
  ({ id, title: "", slug: "", content: "", published: true, ...overrides }) as BlogPost;
const posts = [
  post(1, { title: "Wohnen in Berlin", slug: "wohnen-in-berlin" }),
  post(2, { title: "Nebenkosten verstehen", slug: "nebenkosten", published: false }),
  post(3, { title: "Kaufen oder mieten?", slug: "kaufen-oder-mieten" }),
];

describe("filterPosts", () => {
  it("returns all posts for the empty filter", () => {
    expect(filterPosts(posts, emptyPostFilter)).toHaveLength(3);
    expect(isPostFilterActive(emptyPostFilter)).toBe(false);
  });

  it("filters drafts and published posts", () => {
    expect(filterPosts(posts, { search: "", status: "draft" }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, { search: "", status: "published" }).map((p) => p.id)).toEqual([1, 3]);
  });

  it("searches title and slug without regard to case", () => {
    expect(filterPosts(posts, { search: " BERLIN ", status: "all" }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, { search: "kaufen-oder", status: "all" }).map((p) => p.id)).toEqual([3]);
    expect(isPostFilterActive({ search: "x", status: "all" })).toBe(true);
  });
});

describe("adminExcerpt", () => {
  it("strips the markup and cuts at 80 characters with an ellipsis", () => {
    const content = `## Überblick\n\nDer **Berliner** Mietmarkt ist ${"sehr ".repeat(30)}angespannt.`;
    const excerpt = adminExcerpt(content);
    expect(excerpt.startsWith("Überblick Der Berliner Mietmarkt")).toBe(true);
    expect(excerpt.endsWith("...")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(83);
    expect(adminExcerpt("Kurz und **knapp**.")).toBe("Kurz und knapp.");
  });
});
