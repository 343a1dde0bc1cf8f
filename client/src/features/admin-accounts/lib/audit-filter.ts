import type { AuditAction } from "@shared/audit-actions";

/** The Protokoll's filters as the page holds them ("" = not set). */
export type AuditFilterState = { actor: string; action: AuditAction | ""; from: string; to: string; page: number };

export const emptyAuditFilter: AuditFilterState = { actor: "", action: "", from: "", to: "", page: 1 };

/** The query of GET /api/audit: the filters that are set, and the page after the first. */
export function auditQuery(filter: AuditFilterState): Record<string, string | number | undefined> {
  return {
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page > 1 ? filter.page : undefined,
  };
}

/** "Seite 2 von 5" and whether there are pages before and after. */
export function pageInfo(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { pages, hasPrevious: page > 1, hasNext: page < pages };
}
