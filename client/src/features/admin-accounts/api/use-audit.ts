import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listAudit } from "@shared/api/endpoints/admin";
import { apiUrl, getApi } from "@/lib/call-api";
import { auditQuery, type AuditFilterState } from "../lib/audit-filter";

/** GET /api/audit (owners): one page of the trail; the previous page stays shown while the next loads. */
export function useAudit(filter: AuditFilterState) {
  const query = auditQuery(filter);
  return useQuery({
    queryKey: [apiUrl(listAudit, { query })],
    queryFn: () => getApi(listAudit, { query }),
    placeholderData: keepPreviousData,
  });
}
