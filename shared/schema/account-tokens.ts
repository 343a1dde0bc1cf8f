import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const accountTokenPurposes = ["invitation", "password_reset"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * One-time links of invitations and password resets. Only the token's SHA-256 is stored, so a
 * copy of the database cannot sign anyone in; a token works once and until it expires.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId)],
);
