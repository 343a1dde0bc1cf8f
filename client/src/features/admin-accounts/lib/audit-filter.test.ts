import { describe, expect, it } from "vitest";
import { auditUrl, emptyAuditFilter, pageInfo } from "./audit-filter";

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
