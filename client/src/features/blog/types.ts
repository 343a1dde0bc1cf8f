import type { BlogPost as BlogPostRow } from "@shared/schema/blog-posts";
import type { Jsonified } from "@/lib/json";

/** A post as GET /api/blog and /api/blog/slug/{slug} return it (dates as ISO strings). */
export type BlogPost = Jsonified<BlogPostRow>;
