import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who did what, when, to which record. A short German summary only: never documents, passwords,
 * tokens or an applicant's data beyond what names the record.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the entry outlives changes to the account; the name is kept as it was then.
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    recordType: text("record_type"),
    recordId: text("record_id"),
    summary: text("summary").notNull(),
  },
  (t) => [
    index("audit_entries_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_entries_actor_idx").on(t.actorId),
    index("audit_entries_action_idx").on(t.action),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
