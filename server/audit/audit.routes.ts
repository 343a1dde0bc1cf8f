import { routeHandlers } from "../http/mount-routes";
import type { AuditService } from "./audit.service";

/** The 'Protokoll', for owners only. */
export const auditHandlers = (audit: AuditService) =>
  routeHandlers({
    listAudit: async ({ query }, reply) => reply(200, await audit.list(query)),
  });
