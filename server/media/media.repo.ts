import { eq, inArray } from "drizzle-orm";
import { media, type Media } from "@shared/schema/index";
import type { MediaKind } from "@shared/enums";
import type { Db } from "../db/client";

export function createMediaRepo(db: Db) {
  return {
    async insert(kind: MediaKind, contentType: string, bytes: Buffer): Promise<number> {
      const [row] = await db.insert(media).values({ kind, contentType, size: bytes.length, bytes }).returning({ id: media.id });
      return row.id;
    },
    async find(id: number): Promise<Media | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return row;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(media).where(inArray(media.id, ids));
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
