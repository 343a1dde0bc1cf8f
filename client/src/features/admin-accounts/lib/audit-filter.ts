import type { AuditAction } from "@shared/audit-actions";

/** The Protokoll's filters as the page holds them ("" = not set). */
export type AuditFilterState = { actor: string; action: AuditAction | ""; from: string; to: string; page: number };

export const emptyAuditFilter: AuditFilterState = { actor: "", action: "", from: "", to: "", page: 1 };

/** GET /api/audit with the filters that are set. */
export function auditUrl(filter: AuditFilterState): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("actor", filter.actor);
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/api/audit?${query}` : "/api/audit";
}

/** "Seite 2 von 5" and whether there are pages before and after. */
export function pageInfo(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { pages, hasPrevious: page > 1, hasNext: page < pages };
}
