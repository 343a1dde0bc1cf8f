import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditEntries } from "@shared/schema/index";
import { AUDIT_PAGE_SIZE } from "@shared/audit-actions";
import type { Db } from "../db/client";

export type NewAuditEntry = typeof auditEntries.$inferInsert;
export type AuditQuery = { actorId?: number; action?: string; from?: Date; to?: Date; page: number };

export function createAuditRepo(db: Db) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditEntries).values(entry);
    },
    async page({ actorId, action, from, to, page }: AuditQuery) {
      const conditions: SQL[] = [];
      if (actorId !== undefined) conditions.push(eq(auditEntries.actorId, actorId));
      if (action) conditions.push(eq(auditEntries.action, action));
      if (from) conditions.push(gte(auditEntries.at, from));
      if (to) conditions.push(lt(auditEntries.at, to));
      const where = conditions.length ? and(...conditions) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(auditEntries).where(where);
      const entries = await db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      return { entries, total };
    },
    /** Entries older than `before` (the trail's own retention); returns how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const rows = await db.delete(auditEntries).where(lt(auditEntries.at, before)).returning({ id: auditEntries.id });
      return rows.length;
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
