import { index, json, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// The table connect-pg-simple expects (its own table.sql), managed by our migrations instead.
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);
