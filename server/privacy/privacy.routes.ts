import type { RetentionPeriods } from "@shared/retention";
import { routeHandlers } from "../http/mount-routes";
import type { ApplicantDataService } from "./applicant-data.service";

/**
 * The retention periods (so the privacy page states what the clock does), and an applicant's
 * access (export) and erasure requests by e-mail address, for owners. POST keeps the address out
 * of URLs and logs.
 */
export const privacyHandlers = (periods: RetentionPeriods, service: ApplicantDataService) =>
  routeHandlers({
    retention: (_input, reply) => reply(200, periods),
    exportApplicantData: async ({ body }, reply, _req, res) => {
      const data = await service.export(body.email);
      const name = body.email.replace(/[^a-z0-9@._-]/gi, "_");
      res.attachment(`auskunft-${name}.json`);
      reply(200, data);
    },
    eraseApplicantData: async ({ body }, reply) => reply(200, await service.erase(body.email)),
  });
