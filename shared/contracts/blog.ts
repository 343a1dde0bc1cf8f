import { createSelectSchema } from "drizzle-zod";
import { blogPosts } from "../schema/blog-posts";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** GET /api/blog/slug/{slug}, GET /api/blog/{id} (admin), POST and PATCH /api/blog: one post. */
export const blogPostAnswer = createSelectSchema(blogPosts, { createdAt: timestamp, updatedAt: timestamp });
export type BlogPost = Json<typeof blogPostAnswer>;

/** GET /api/blog: published posts, newest first (signed-in admins also get drafts). */
export const blogPostListAnswer = z.array(blogPostAnswer);
