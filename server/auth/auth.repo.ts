import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import { accountTokens, sessions, users, type User } from "@shared/schema/index";
import type { AccountRole } from "@shared/enums";
import type { Db } from "../db/client";

/** The signed-in person as the session and the answers know them (never the password hash). */
export type PublicUser = { id: number; username: string; role: AccountRole };
/** An account as the 'Konten' page lists it. */
export type Account = Omit<User, "password"> & { hasPassword: boolean };

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
  hasPassword: sql<boolean>`${users.password} is not null`,
};

// connect-pg-simple keeps passport's user id at sess.passport.user.
const sessionOwner = sql`(${sessions.sess}->'passport'->>'user')`;

/** Marks every open invitation and reset link of the account as used. */
const retireLinks = (executor: Db, userId: number) =>
  executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));

export function createUsersRepo(db: Db) {
  return {
    async findByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** The account a session belongs to, while it may sign in (a deactivated one is signed out at once). */
    async findActivePublicById(id: number): Promise<PublicUser | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), eq(users.active, true)))
        .limit(1);
      return row;
    },
    list: (): Promise<Account[]> => db.select(accountColumns).from(users).orderBy(asc(users.username), asc(users.id)),
    async findAccount(id: number): Promise<Account | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async insert(values: {
      username: string;
      passwordHash: string | null;
      role: AccountRole;
      email?: string | null;
    }): Promise<PublicUser> {
      const [row] = await db
        .insert(users)
        .values({ username: values.username, password: values.passwordHash, role: values.role, email: values.email })
        .returning({ id: users.id, username: users.username, role: users.role });
      return row;
    },
    /**
     * Changes role and/or active unless that leaves no active owner. The active owners' rows are
     * locked first, so two owners demoting each other at the same moment cannot both succeed.
     * Deactivating retires the account's open links.
     */
    async updateKeepingAnOwner(
      id: number,
      patch: { role?: AccountRole; active?: boolean },
    ): Promise<"updated" | "last-owner"> {
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "owner"), eq(users.active, true)))
          .orderBy(asc(users.id))
          .for("update");
        const losesOwner = owners.some((o) => o.id === id) && (patch.role === "staff" || patch.active === false);
        if (losesOwner && owners.length <= 1) return "last-owner";
        await tx.update(users).set(patch).where(eq(users.id, id));
        if (patch.active === false) await retireLinks(tx, id);
        return "updated";
      });
    },
    /** Start-up repair: the account becomes an active owner again (when no active owner is left). */
    async restoreOwner(id: number): Promise<void> {
      await db.update(users).set({ role: "owner", active: true }).where(eq(users.id, id));
    },
    /** A new password; the account's open reset and invitation links stop working with it. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: passwordHash }).where(eq(users.id, id));
        await retireLinks(tx, id);
      });
    },
    async countActiveOwners(): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, "owner"), eq(users.active, true)));
      return n;
    },
    /** Ends the account's sessions (all, or all but the one with `keepSid`); returns how many. */
    async endSessions(userId: number, keepSid?: string): Promise<number> {
      const owned = sql`${sessionOwner} = ${String(userId)}`;
      const rows = await db
        .delete(sessions)
        .where(keepSid ? and(owned, ne(sessions.sid, keepSid)) : owned)
        .returning({ sid: sessions.sid });
      return rows.length;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
