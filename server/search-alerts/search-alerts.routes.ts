import { Router, type RequestHandler } from "express";
import { alertDemandAnswer, searchAlertMessageAnswer } from "@shared/contracts/search-alerts";
import { searchAlertInputSchema, searchAlertTokenSchema } from "@shared/search/search-alerts";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { SearchAlertsService } from "./search-alerts.service";

/**
 * /api/search-alerts: sign-up (rate-limited per client and per address), confirmation, the
 * one-click unsubscribe (token in the query string, as the List-Unsubscribe header names it; no
 * session, no body needed) and, for staff, the demand per search.
 */
export function searchAlertsRoutes(alerts: SearchAlertsService, signUpLimits: RequestHandler[]): Router {
  const router = Router();
  router.post(
    "/",
    ...signUpLimits,
    ...withInput({ body: searchAlertInputSchema }, async ({ body }, _req, res) => {
      sendJson(res, searchAlertMessageAnswer, { message: await alerts.signUp(body) }, 202);
    }),
  );
  router.post(
    "/confirm",
    ...withInput({ body: searchAlertTokenSchema }, async ({ body }, _req, res) => {
      sendJson(res, searchAlertMessageAnswer, { message: await alerts.confirm(body.token) });
    }),
  );
  router.post(
    "/unsubscribe",
    ...withInput({ query: searchAlertTokenSchema }, async ({ query }, _req, res) => {
      sendJson(res, searchAlertMessageAnswer, { message: await alerts.unsubscribe(query.token) });
    }),
  );
  router.get("/demand", requireAdmin, async (_req, res) => {
    sendJson(res, alertDemandAnswer, await alerts.demand());
  });
  return router;
}
