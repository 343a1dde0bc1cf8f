import type { AuditAction } from "@shared/audit-actions";
import { AUDIT_PAGE_SIZE } from "@shared/audit-actions";
import type { AuditFilter } from "@shared/validation/accounts";
import { berlinDayStart } from "@shared/dates";
import { currentActor, type Actor } from "./actor-context";
import type { AuditRepo } from "./audit.repo";

export const SYSTEM_ACTOR_NAME = "System";

export type AuditEvent = {
  action: AuditAction;
  /** German, short, naming the record ("Bewerbung #12 von Anna Schmidt: Abgelehnt"); never documents, passwords or tokens. */
  summary: string;
  recordType?: string;
  recordId?: number | string;
  /** Defaults to the request's signed-in account, or the system. */
  actor?: Actor | { id: number | null; username: string } | null;
};

const DAY = 86_400_000;

/** The audit trail: services record what people did; owners read it page by page. */
export function createAuditService(repo: AuditRepo) {
  return {
    async record(event: AuditEvent): Promise<void> {
      const actor = event.actor === undefined ? currentActor() : event.actor;
      await repo.insert({
        actorId: actor?.id ?? null,
        actorName: actor?.username ?? SYSTEM_ACTOR_NAME,
        action: event.action,
        recordType: event.recordType ?? null,
        recordId: event.recordId === undefined ? null : String(event.recordId),
        summary: event.summary.slice(0, 500),
      });
    },

    /** `from` and `to` are calendar days in Berlin, both included. */
    async list(filter: AuditFilter) {
      const { entries, total } = await repo.page({
        actorId: filter.actor,
        action: filter.action,
        from: filter.from ? berlinDayStart(filter.from) : undefined,
        to: filter.to ? new Date(berlinDayStart(filter.to).getTime() + DAY) : undefined,
        page: filter.page,
      });
      return { entries, total, page: filter.page, pageSize: AUDIT_PAGE_SIZE };
    },

    deleteOlderThan: (before: Date) => repo.deleteOlderThan(before),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
