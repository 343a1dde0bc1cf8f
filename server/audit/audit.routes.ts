import { Router } from "express";
import { auditPageAnswer } from "@shared/contracts/accounts";
import { auditFilterSchema } from "@shared/validation/accounts";
import { requireOwner } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { AuditService } from "./audit.service";

/** GET /api/audit: the 'Protokoll', for owners only. */
export function auditRoutes(audit: AuditService): Router {
  const router = Router();
  router.get(
    "/",
    requireOwner,
    ...withInput({ query: auditFilterSchema }, async ({ query }, _req, res) => {
      sendJson(res, auditPageAnswer, await audit.list(query));
    }),
  );
  return router;
}
