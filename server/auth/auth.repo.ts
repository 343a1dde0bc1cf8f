import { eq } from "drizzle-orm";
import { users } from "@shared/schema/index";
import type { Db } from "../db/client";

export type PublicUser = { id: number; username: string };

export function createUsersRepo(db: Db) {
  return {
    async findByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },
    async findPublicById(id: number): Promise<PublicUser | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    async insert(username: string, passwordHash: string): Promise<PublicUser> {
      const [row] = await db
        .insert(users)
        .values({ username, password: passwordHash })
        .returning({ id: users.id, username: users.username });
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
