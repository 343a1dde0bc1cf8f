import type { z } from "zod";
import type { blogPostInputSchema, BlogPostInput } from "@shared/validation/blog";
import type { BlogPost } from "@shared/contracts/blog";

/** What the form holds (coverImage "" = none); the schema turns it into the request body. */
export type PostFormValues = z.input<typeof blogPostInputSchema>;
export type PostFormOutput = BlogPostInput;

export const postFormTabs = ["edit", "preview"] as const;
export type PostFormTab = (typeof postFormTabs)[number];
export const isPostFormTab = (value: string): value is PostFormTab =>
  (postFormTabs as readonly string[]).includes(value);

/** A new post starts as an unpublished draft. */
export const postFormDefaults: PostFormValues = { title: "", slug: "", content: "", coverImage: "", published: false };

export function toPostFormValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    coverImage: post.coverImage ?? "",
    published: post.published,
  };
}

/** The fields in the order the form shows them: the first one with an error gets the focus. */
const fieldOrder = ["title", "slug", "content", "coverImage", "published"] as const;
export function firstInvalidField(errors: Partial<Record<string, unknown>>): (typeof fieldOrder)[number] | undefined {
  return fieldOrder.find((field) => errors[field]);
}

/** Public address of a post: /blog/{slug}. */
export const publicPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
