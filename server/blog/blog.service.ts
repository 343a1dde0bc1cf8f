import type { BlogPost } from "@shared/schema/index";
import type { BlogPostInput, BlogPostPatch } from "@shared/validation/blog";
import { conflict, notFound } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { BlogRepo } from "./blog.repo";

export const postNotFound = "Beitrag nicht gefunden";
export const duplicateSlug = "Dieser Slug wird bereits verwendet.";

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export function createBlogService(repo: BlogRepo, media: MediaService) {
  /** A cover given as a data URL becomes a media file like every other upload. */
  async function storedCover<T extends { coverImage?: string | null }>(input: T): Promise<T> {
    if (!input.coverImage) return input;
    const { paths } = await media.storeImages([input.coverImage], "Titelbild");
    return { ...input, coverImage: paths[0] };
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

    async get(id: number): Promise<BlogPost> {
      const post = await repo.find(id);
      if (!post) throw notFound(postNotFound);
      return post;
    },

    create: async (input: BlogPostInput) => guardSlug(async () => repo.insert(await storedCover(input))),

    async update(id: number, patch: BlogPostPatch): Promise<BlogPost> {
      const before = await this.get(id);
      const updated = await guardSlug(async () => repo.update(id, await storedCover(patch)));
      if (!updated) throw notFound(postNotFound);
      if (before.coverImage !== updated.coverImage) await media.deleteByPaths([before.coverImage]);
      return updated;
    },

    async remove(id: number): Promise<void> {
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound(postNotFound);
      await media.deleteByPaths([deleted.coverImage]);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
