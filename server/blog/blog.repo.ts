import { asc, desc, eq, sql } from "drizzle-orm";
import { blogPosts, type BlogPost } from "@shared/schema/index";
import type { BlogPostInput, BlogPostPatch } from "@shared/validation/blog";
import type { Db } from "../db/client";

export function createBlogRepo(db: Db) {
  return {
    list(includeDrafts: boolean): Promise<BlogPost[]> {
      const query = db.select().from(blogPosts);
      return (includeDrafts ? query : query.where(eq(blogPosts.published, true))).orderBy(
        desc(blogPosts.createdAt),
        desc(blogPosts.id),
      );
    },
    /** Slug and last change of every published post: all the sitemap needs, without the texts. */
    sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(asc(blogPosts.id));
    },
    async findBySlug(slug: string): Promise<BlogPost | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      return row;
    },
    async find(id: number): Promise<BlogPost | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      return row;
    },
    /** `executor`: a transaction that also writes the post's cover image. */
    async insert(input: BlogPostInput, executor: Db = db): Promise<BlogPost> {
      const [row] = await executor.insert(blogPosts).values(input).returning();
      return row;
    },
    async update(id: number, patch: BlogPostPatch, executor: Db = db): Promise<BlogPost | undefined> {
      const [row] = await executor
        .update(blogPosts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      return row;
    },
    async delete(id: number): Promise<BlogPost | undefined> {
      const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return row;
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
