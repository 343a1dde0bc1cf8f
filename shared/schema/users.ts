import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accountRoles } from "../enums";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    // scrypt hash with its salt ("scrypt$salt$hash"), never the password itself; null until an
    // invited colleague has chosen one.
    password: text("password"),
    // Where invitations and password resets go; the first account (from the environment) may have none.
    email: text("email"),
    role: text("role", { enum: accountRoles }).notNull().default("staff"),
    // A deactivated account cannot sign in and its sessions are refused at once.
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
