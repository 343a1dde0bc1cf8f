import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import {
  applications,
  blogPosts,
  media,
  mediaVariants,
  properties,
  type Media,
  type MediaVariant,
} from "@shared/schema/index";
import { imageFormats, type ImageFormat } from "@shared/media-variants";
import type { MediaKind } from "@shared/enums";
import type { Db } from "../db/client";
import type { ImageVariant } from "./image-variants";
import { variantSuffix, type FileStore } from "./file-store";

export type StoredMedia = { id: number; publicId: string };
/** Where an upload's bytes are: in hand for a bytea column, or already in a file. */
export type PlacedFile = { bytes: Buffer | null; file: string | null };
/** An image and its variants, placed (see `placeImage`) but without rows yet. */
export type PlacedImage = PlacedFile & {
  contentType: string;
  size: number;
  variants: (PlacedFile & { width: number; contentType: string; size: number })[];
};

/** 128 random bits, base64url: the id in a /media path, which nobody can guess. */
export const newPublicId = () => randomBytes(16).toString("base64url");

const stored = { id: media.id, publicId: media.publicId };

const formatOf = (contentType: string) =>
  (Object.keys(imageFormats) as ImageFormat[]).find((format) => imageFormats[format] === contentType) ?? "jpg";

/**
 * Media rows, with their bytes in the row (bytea) or, when a file store is given (the embedded
 * database), in files named by the row.
 */
export function createMediaRepo(db: Db, files?: FileStore) {
  /** Where the bytes go: into the row, or into a new file named by the row. */
  const place = async (bytes: Buffer, name?: () => Promise<string>): Promise<PlacedFile> =>
    files && name ? { bytes: null, file: await name() } : { bytes, file: null };

  async function removeFiles(rows: { file: string | null }[]) {
    const names = rows.map((row) => row.file).filter((name): name is string => name !== null);
    if (files && names.length) await files.remove(names);
  }

  return {
    /** Runs `work` in one transaction (see `within`). */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db)),
    /** The same repository on a transaction: media rows written with the row that references them. */
    within: (tx: Db) => createMediaRepo(tx, files),

    /** Writes the bytes where they will live (a file, or nothing yet for the database) before any row. */
    place: (bytes: Buffer): Promise<PlacedFile> => place(bytes, files && (() => files.write(bytes))),

    /** A row for bytes placed earlier; a file it names is removed again if the row cannot be written. */
    async insertPlaced(kind: MediaKind, contentType: string, size: number, where: PlacedFile): Promise<StoredMedia> {
      const [row] = await db
        .insert(media)
        .values({ publicId: newPublicId(), kind, contentType, size, ...where })
        .returning(stored);
      return row;
    },

    /** Removes placed files whose rows were never written (a transaction rolled back). */
    discard: (placed: PlacedFile[]) => removeFiles(placed),

    /**
     * Media older than `before` that no row references: left by a crash between storing a file
     * and writing its row, or by an import killed mid-way.
     */
    async findOrphans(before: Date): Promise<number[]> {
      const path = sql`'/media/' || ${media.publicId}`;
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(
          and(
            sql`${media.createdAt} < ${before.toISOString()}`,
            sql`not exists (select 1 from ${properties} where ${path} = any(${properties.images}))`,
            sql`not exists (select 1 from ${blogPosts} where ${blogPosts.coverImage} = ${path})`,
            sql`not exists (select 1 from ${applications} where ${applications.idCardMediaId} = ${media.id} or ${applications.payslipMediaId} = ${media.id})`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Every file name a row holds (originals; variants are named after them). */
    async fileNames(): Promise<Set<string>> {
      const rows = await db.select({ file: media.file }).from(media).where(isNotNull(media.file));
      return new Set(rows.map((row) => row.file!));
    },

    files,

    async insert(kind: MediaKind, contentType: string, bytes: Buffer): Promise<StoredMedia> {
      const where = await place(bytes, files && (() => files.write(bytes)));
      try {
        const [row] = await db
          .insert(media)
          .values({ publicId: newPublicId(), kind, contentType, size: bytes.length, ...where })
          .returning(stored);
        return row;
      } catch (error) {
        await removeFiles([where]);
        throw error;
      }
    },
    /**
     * Writes an image's bytes and its variants' where they will live (files with the embedded
     * database), before any row and any transaction.
     */
    async placeImage(contentType: string, bytes: Buffer, variants: ImageVariant[]): Promise<PlacedImage> {
      const where = await place(bytes, files && (() => files.write(bytes)));
      try {
        const placedVariants = await Promise.all(
          variants.map(async (v) => ({
            width: v.width,
            contentType: v.contentType,
            size: v.bytes.length,
            ...(await place(
              v.bytes,
              files &&
                (() => files.writeDerived(where.file!, variantSuffix(v.width, formatOf(v.contentType)), v.bytes)),
            )),
          })),
        );
        return { contentType, size: bytes.length, ...where, variants: placedVariants };
      } catch (error) {
        await removeFiles([where]);
        throw error;
      }
    },
    /**
     * The rows of a placed image and its variants; call it on a transaction (`within`) with the
     * row that shows the image: never an image without its smaller copies, nor without its row.
     */
    async insertPlacedImage({ variants, ...image }: PlacedImage): Promise<StoredMedia> {
      const [row] = await db
        .insert(media)
        .values({ publicId: newPublicId(), kind: "image", ...image })
        .returning(stored);
      if (variants.length) await db.insert(mediaVariants).values(variants.map((v) => ({ ...v, mediaId: row.id })));
      return row;
    },
    async insertVariant(original: Media, variant: ImageVariant): Promise<void> {
      const { width, contentType, bytes } = variant;
      const suffix = variantSuffix(width, formatOf(contentType));
      const base = original.file;
      const where = await place(bytes, files && base ? () => files.writeDerived(base, suffix, bytes) : undefined);
      await db
        .insert(mediaVariants)
        .values({ mediaId: original.id, width, contentType, size: bytes.length, ...where })
        .onConflictDoNothing();
    },
    /** The bytes of a row, from the row or its file. */
    async bytesOf(row: { bytes: Buffer | null; file: string | null }): Promise<Buffer> {
      if (row.bytes) return row.bytes;
      if (!files || !row.file) throw new Error("media row without bytes");
      return files.read(row.file);
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
        .where(
          and(
            ne(properties.status, "hidden"),
            // Photos and floor plans: a public listing shows both.
            or(sql`${path} = any(${properties.images})`, sql`${path} = any(${properties.floorPlans})`),
          ),
        )
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
      if (!ids.length) return;
      await removeFiles(await db.delete(media).where(inArray(media.id, ids)).returning({ file: media.file }));
    },
    async deleteByPublicIds(publicIds: string[]): Promise<void> {
      if (!publicIds.length) return;
      const rows = await db.delete(media).where(inArray(media.publicId, publicIds)).returning({ file: media.file });
      await removeFiles(rows);
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
