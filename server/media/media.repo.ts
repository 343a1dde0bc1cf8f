import { and, eq, inArray } from "drizzle-orm";
import { media, mediaVariants, type Media, type MediaVariant } from "@shared/schema/index";
import type { MediaKind } from "@shared/enums";
import type { Db } from "../db/client";
import type { ImageVariant } from "./image-variants";

export function createMediaRepo(db: Db) {
  return {
    async insert(kind: MediaKind, contentType: string, bytes: Buffer): Promise<number> {
      const [row] = await db
        .insert(media)
        .values({ kind, contentType, size: bytes.length, bytes })
        .returning({ id: media.id });
      return row.id;
    },

    /** An image with its variants, in one transaction: never an image without its smaller copies. */
    async insertImage(contentType: string, bytes: Buffer, variants: ImageVariant[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({ kind: "image", contentType, size: bytes.length, bytes })
          .returning({ id: media.id });
        await tx.insert(mediaVariants).values(
          variants.map((v) => ({
            mediaId: row.id,
            width: v.width,
            contentType: v.contentType,
            size: v.bytes.length,
            bytes: v.bytes,
          })),
        );
        return row.id;
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

    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(media).where(inArray(media.id, ids));
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
