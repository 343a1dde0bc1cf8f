import { describe, expect, it } from "vitest";
import { blogCover, fallbackCovers, isDisplayableCover } from "@shared/blog-cover";
import {
  CARD_EXCERPT_LENGTH,
  FEATURED_EXCERPT_LENGTH,
  postDate,
  postExcerpt,
  publishedPosts,
  readingTimeLabel,
} from "./post-summary";

const words = (n: number) => Array.from({ length: n }, () => "Wort").join(" ");

describe("postExcerpt", () => {
  it("strips the markup and keeps short texts whole", () => {
    expect(postExcerpt("## Kiez\n\nEin **schöner** [Park](https://example.com).", 120)).toBe("Kiez Ein schöner Park.");
  });

  it("cuts at 200 characters for the featured post and 120 for the others", () => {
    const long = words(100);
    expect(postExcerpt(long, FEATURED_EXCERPT_LENGTH)).toBe(`${long.slice(0, 200).trimEnd()}...`);
    expect(postExcerpt(long, CARD_EXCERPT_LENGTH)).toBe(`${long.slice(0, 120).trimEnd()}...`);
  });
});

describe("readingTimeLabel", () => {
  it("says 'N Min. Lesezeit' with words / 200 rounded up", () => {
    expect(readingTimeLabel("kurz")).toBe("1 Min. Lesezeit");
    expect(readingTimeLabel(words(401))).toBe("3 Min. Lesezeit");
  });
});

describe("postDate", () => {
  it("is the German long form in Berlin time", () => {
    expect(postDate({ createdAt: "2026-03-04T23:30:00.000Z" })).toBe("5. März 2026");
  });
});

describe("publishedPosts", () => {
  it("leaves out drafts (a signed-in admin receives them from the list endpoint) and keeps the order", () => {
    const list = [
      { id: 3, published: true },
      { id: 2, published: false },
      { id: 1, published: true },
    ];
    expect(publishedPosts(list).map((post) => post.id)).toEqual([3, 1]);
  });
});

describe("blogCover", () => {
  const post = { id: 7, title: "Wohnen am Wasser", coverImage: null };

  it("uses an http(s) or /media/ cover", () => {
    expect(blogCover({ ...post, coverImage: "https://example.com/a.jpg" })).toMatchObject({
      src: "https://example.com/a.jpg",
      isFallback: false,
    });
    expect(blogCover({ ...post, coverImage: "/media/Xk3v9QwZr1Lm8PqT2sYb12" })).toMatchObject({
      src: "/media/Xk3v9QwZr1Lm8PqT2sYb12",
      isFallback: false,
    });
    expect(blogCover({ ...post, coverImage: "/media/Xk3v9QwZr1Lm8PqT2sYb12" }).alt).toContain("Wohnen am Wasser");
  });

  it("falls back to an illustration chosen by the post id", () => {
    expect(blogCover(post)).toMatchObject({ src: fallbackCovers[1].src, isFallback: true });
    expect(blogCover({ ...post, id: 9 }).src).toBe(fallbackCovers[0].src);
    expect(blogCover({ ...post, id: 9 }).src).toBe(blogCover({ ...post, id: 9 }).src);
  });

  it("does not show other values as images", () => {
    for (const value of ["", "javascript:alert(1)", "data:image/png;base64,AAAA", "bild.jpg", "/media/../x"]) {
      expect(isDisplayableCover(value)).toBe(false);
      expect(blogCover({ ...post, coverImage: value }).isFallback).toBe(true);
    }
  });
});
