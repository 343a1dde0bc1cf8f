import { describe, expect, it } from "vitest";
import { listAudit } from "@shared/api/endpoints/admin";
import { apiUrl } from "@/lib/call-api";
import { auditQuery, emptyAuditFilter, pageInfo, type AuditFilterState } from "./audit-filter";

const auditUrl = (filter: AuditFilterState) => apiUrl(listAudit, { query: auditQuery(filter) });

describe("Protokoll filters", () => {
  it("ask only for what is set", () => {
    expect(auditUrl(emptyAuditFilter)).toBe("/api/audit");
    expect(auditUrl({ actor: "3", action: "document.viewed", from: "2026-11-01", to: "", page: 2 })).toBe(
      "/api/audit?actor=3&action=document.viewed&from=2026-11-01&page=2",
    );
  });

  it("count pages", () => {
    expect(pageInfo(0, 1, 50)).toEqual({ pages: 1, hasPrevious: false, hasNext: false });
    expect(pageInfo(101, 2, 50)).toEqual({ pages: 3, hasPrevious: true, hasNext: true });
  });
});
