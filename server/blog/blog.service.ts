import type { BlogPost } from "@shared/schema/index";
import type { BlogPostInput, BlogPostPatch } from "@shared/validation/blog";
import { conflict, notFound } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { BlogRepo } from "./blog.repo";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/unique-violation";
import type { AuditService } from "../audit/audit.service";
import type { PostHtml } from "./post-html";

export const postNotFound = "Beitrag nicht gefunden";
export const duplicateSlug = "Dieser Slug wird bereits verwendet.";

export type BlogServiceOptions = {
  audit?: AuditService;
  /** Renders a post's text to sanitized HTML (kept once rendered). */
  html: PostHtml;
  /** Every committed write of a post: what caches pages of the blog drops them. */
  changed?: () => void;
};

export function createBlogService(repo: BlogRepo, media: MediaService, { audit, html, changed }: BlogServiceOptions) {
  async function recordPublishing(before: BlogPost | undefined, after: BlogPost): Promise<void> {
    if (!after.published || before?.published) return;
    await audit?.record({
      action: "post.published",
      summary: `Beitrag „${after.title}“ veröffentlicht`,
      recordType: "post",
      recordId: after.id,
    });
  }

  /**
   * Writes a post whose cover may be a data URL: stored with the post (media.withPlaced), never a
   * cover without its post.
   */
  async function withCover<T extends { coverImage?: string | null }, R>(
    input: T,
    write: (input: T, executor?: Db) => Promise<R>,
  ): Promise<R> {
    if (!input.coverImage) return write(input);
    const files = { images: [{ sources: [input.coverImage], label: "Titelbild" }] };
    return media.withPlaced(files, ({ tx, images: [[coverImage]] }) => write({ ...input, coverImage }, tx));
  }

  async function guardSlug<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicateSlug, [{ path: "slug", message: duplicateSlug }]);
      throw error;
    }
  }

  return {
    list: (viewerIsAdmin: boolean) => repo.list(viewerIsAdmin),

    /** Drafts do not exist for visitors. */
    async getBySlug(slug: string, viewerIsAdmin: boolean): Promise<BlogPost> {
      const post = await repo.findBySlug(slug);
      if (!post || (!post.published && !viewerIsAdmin)) throw notFound(postNotFound);
      return post;
    },

    /** A post as its page shows it: with its content as sanitized HTML. */
    async getPage(slug: string, viewerIsAdmin: boolean): Promise<BlogPost & { contentHtml: string }> {
      const post = await this.getBySlug(slug, viewerIsAdmin);
      return { ...post, contentHtml: await html(post.content) };
    },

    /** A text as the post page would show it (the editor's preview). */
    preview: async (content: string) => ({ html: await html(content) }),

    async get(id: number): Promise<BlogPost> {
      const post = await repo.find(id);
      if (!post) throw notFound(postNotFound);
      return post;
    },

    async create(input: BlogPostInput): Promise<BlogPost> {
      const created = await guardSlug(() => withCover(input, (post, executor) => repo.insert(post, executor)));
      changed?.();
      await recordPublishing(undefined, created);
      return created;
    },

    async update(id: number, patch: BlogPostPatch): Promise<BlogPost> {
      const before = await this.get(id);
      // A post deleted meanwhile rolls the new cover back with it.
      const updated = await guardSlug(() =>
        withCover(patch, async (post, executor) => {
          const row = await repo.update(id, post, executor);
          if (!row) throw notFound(postNotFound);
          return row;
        }),
      );
      changed?.();
      if (before.coverImage !== updated.coverImage) await media.deleteByPaths([before.coverImage]);
      await recordPublishing(before, updated);
      return updated;
    },

    async remove(id: number): Promise<void> {
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound(postNotFound);
      changed?.();
      await media.deleteByPaths([deleted.coverImage]);
      await audit?.record({
        action: "post.deleted",
        summary: `Beitrag „${deleted.title}“ gelöscht`,
        recordType: "post",
        recordId: id,
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
