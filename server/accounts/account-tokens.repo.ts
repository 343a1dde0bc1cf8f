import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { accountTokens, type AccountTokenPurpose } from "@shared/schema/index";
import type { Db } from "../db/client";

export function createAccountTokensRepo(db: Db) {
  return {
    async insert(values: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date }) {
      await db.insert(accountTokens).values(values);
    },
    /**
     * Marks the token used and returns its account, in one statement: of two requests with the same
     * link only one gets it. Undefined when unknown, used, expired or of another purpose.
     */
    async consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },
    /** Whether the link would still work (the page asks before showing the form). */
    async isUsable(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    /** Earlier unused links of the account for the same purpose stop working when a new one is sent. */
    async retire(userId: number, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },
  };
}

export type AccountTokensRepo = ReturnType<typeof createAccountTokensRepo>;
