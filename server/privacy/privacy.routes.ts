import { Router } from "express";
import { applicantErasedAnswer, applicantExportAnswer, retentionAnswer } from "@shared/contracts/privacy";
import { applicantEmailSchema } from "@shared/validation/accounts";
import type { RetentionPeriods } from "@shared/retention";
import { requireOwner } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { ApplicantDataService } from "./applicant-data.service";

/** GET /api/privacy/retention: the periods, so the privacy page states what the clock does. */
export function retentionRoutes(periods: RetentionPeriods): Router {
  const router = Router();
  router.get("/retention", (_req, res) => {
    sendJson(res, retentionAnswer, periods);
  });
  return router;
}

/**
 * /api/applicant-data: an applicant's access (export) and erasure requests, by e-mail address, for
 * owners. POST keeps the address out of URLs and logs.
 */
export function applicantDataRoutes(service: ApplicantDataService): Router {
  const router = Router();
  router.use(requireOwner);
  router.post(
    "/export",
    ...withInput({ body: applicantEmailSchema }, async ({ body }, _req, res) => {
      const data = await service.export(body.email);
      const name = body.email.replace(/[^a-z0-9@._-]/gi, "_");
      res.attachment(`auskunft-${name}.json`);
      sendJson(res, applicantExportAnswer, data);
    }),
  );
  router.post(
    "/erase",
    ...withInput({ body: applicantEmailSchema }, async ({ body }, _req, res) => {
      sendJson(res, applicantErasedAnswer, await service.erase(body.email));
    }),
  );
  return router;
}
