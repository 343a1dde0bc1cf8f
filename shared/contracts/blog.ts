import { createSelectSchema } from "drizzle-zod";
import { blogPosts } from "../schema/blog-posts";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** GET /api/blog/slug/{slug}, GET /api/blog/{id} (admin), POST and PATCH /api/blog: one post. */
export const blogPostAnswer = createSelectSchema(blogPosts, { createdAt: timestamp, updatedAt: timestamp });
export type BlogPost = Json<typeof blogPostAnswer>;

/** GET /api/blog: published posts, newest first (signed-in admins also get drafts). */
export const blogPostListAnswer = z.array(blogPostAnswer);

/**
 * GET /api/blog/slug/{slug}: the post as a page shows it, with its content as sanitized HTML
 * (rendered on the server, so the browser needs no Markdown parser).
 */
export const blogPostPageAnswer = blogPostAnswer.extend({ contentHtml: z.string() });
export type BlogPostPage = Json<typeof blogPostPageAnswer>;

/** POST /api/blog/preview (admin): a text as the post page would show it. */
export const blogPreviewAnswer = z.object({ html: z.string() });
