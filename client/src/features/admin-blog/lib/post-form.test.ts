import { describe, expect, it } from "vitest";
import { blogPostInputSchema } from "@shared/validation/blog";
import type { BlogPost } from "@shared/contracts/blog";
import { firstInvalidField, postFormDefaults, publicPostPath, toPostFormValues } from "./post-form";

describe("post form values", () => {
  it("start as an empty draft that the schema rejects with the German messages", () => {
    const result = blogPostInputSchema.safeParse(postFormDefaults);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Titel muss mindestens 5 Zeichen enthalten");
    expect(messages).toContain("Inhalt muss mindestens 20 Zeichen enthalten");
  });

  it("send no cover when the field is empty", () => {
    const parsed = blogPostInputSchema.parse({
      ...postFormDefaults,
      title: "Wohnen in Berlin",
      slug: "wohnen",
      content: "x".repeat(20),
    });
    expect(parsed.coverImage).toBeNull();
    expect(parsed.published).toBe(false);
  });

  it("come from a stored post with an empty string for a missing cover", () => {
    const post = { id: 1, title: "T", slug: "t", content: "c", coverImage: null, published: true } as BlogPost;
    expect(toPostFormValues(post)).toEqual({ title: "T", slug: "t", content: "c", coverImage: "", published: true });
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form", () => {
    expect(firstInvalidField({ content: {}, slug: {} })).toBe("slug");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("publicPostPath", () => {
  it("is the public post page", () => {
    expect(publicPostPath("wohnen-in-berlin")).toBe("/blog/wohnen-in-berlin");
  });
});
