import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Counters of the rate limits, shared by every app process on the database. The key is a hash
// of the limit's name and the client (address, username), so no address is stored readable.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);
