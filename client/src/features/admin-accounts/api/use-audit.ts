import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditPage } from "@shared/contracts/accounts";
import { getJson } from "@/lib/get-json";
import { auditUrl, type AuditFilterState } from "../lib/audit-filter";

/** GET /api/audit (owners): one page of the trail; the previous page stays shown while the next loads. */
export function useAudit(filter: AuditFilterState) {
  const url = auditUrl(filter);
  return useQuery({ queryKey: [url], queryFn: () => getJson<AuditPage>(url), placeholderData: keepPreviousData });
}
