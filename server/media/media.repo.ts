import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { blogPosts, media, mediaVariants, properties, type Media, type MediaVariant } from "@shared/schema/index";
import type { MediaKind } from "@shared/enums";
import type { Db } from "../db/client";
import type { ImageVariant } from "./image-variants";

export type StoredMedia = { id: number; publicId: string };

/** 128 random bits, base64url: the id in a /media path, which nobody can guess. */
export const newPublicId = () => randomBytes(16).toString("base64url");

const stored = { id: media.id, publicId: media.publicId };

export function createMediaRepo(db: Db) {
  return {
    async insert(kind: MediaKind, contentType: string, bytes: Buffer): Promise<StoredMedia> {
      const [row] = await db
        .insert(media)
        .values({ publicId: newPublicId(), kind, contentType, size: bytes.length, bytes })
        .returning(stored);
      return row;
    },
    /** An image with its variants, in one transaction: never an image without its smaller copies. */
    async insertImage(contentType: string, bytes: Buffer, variants: ImageVariant[]): Promise<StoredMedia> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({ publicId: newPublicId(), kind: "image", contentType, size: bytes.length, bytes })
          .returning(stored);
        await tx.insert(mediaVariants).values(
          variants.map((v) => ({
            mediaId: row.id,
            width: v.width,
            contentType: v.contentType,
            size: v.bytes.length,
            bytes: v.bytes,
          })),
        );
        return row;
      });
    },
    async insertVariant(mediaId: number, variant: ImageVariant): Promise<void> {
      const { width, contentType, bytes } = variant;
      await db
        .insert(mediaVariants)
        .values({ mediaId, width, contentType, size: bytes.length, bytes })
        .onConflictDoNothing();
    },
    async find(id: number): Promise<Media | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return row;
    },
    async findByPublicId(publicId: string): Promise<Media | undefined> {
      const [row] = await db.select().from(media).where(eq(media.publicId, publicId)).limit(1);
      return row;
    },
    /** Only what decides whether an image may be shown, without its bytes. */
    async findKind(publicId: string): Promise<{ id: number; kind: MediaKind } | undefined> {
      const [row] = await db
        .select({ id: media.id, kind: media.kind })
        .from(media)
        .where(eq(media.publicId, publicId))
        .limit(1);
      return row;
    },
    async findVariant(mediaId: number, width: number, contentType: string): Promise<MediaVariant | undefined> {
      const [row] = await db
        .select()
        .from(mediaVariants)
        .where(
          and(
            eq(mediaVariants.mediaId, mediaId),
            eq(mediaVariants.width, width),
            eq(mediaVariants.contentType, contentType),
          ),
        )
        .limit(1);
      return row;
    },
    /** True when a listing visitors see, or a published post, shows the file at this path. */
    async isShownToVisitors(path: string): Promise<boolean> {
      const [listing] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(ne(properties.status, "hidden"), sql`${path} = any(${properties.images})`))
        .limit(1);
      if (listing) return true;
      const [post] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), eq(blogPosts.coverImage, path)))
        .limit(1);
      return post !== undefined;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(media).where(inArray(media.id, ids));
    },
    async deleteByPublicIds(publicIds: string[]): Promise<void> {
      if (publicIds.length) await db.delete(media).where(inArray(media.publicId, publicIds));
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
