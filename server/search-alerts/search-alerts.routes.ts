import { routeHandlers } from "../http/mount-routes";
import type { SearchAlertsService } from "./search-alerts.service";

/**
 * Sign-up (rate-limited per client and per address), confirmation, the one-click unsubscribe
 * (token in the query string, as the List-Unsubscribe header names it; no session, no body needed)
 * and, for staff, the demand per search.
 */
export const searchAlertsHandlers = (alerts: SearchAlertsService) =>
  routeHandlers({
    signUpSearchAlert: async ({ body }, reply) => reply(202, { message: await alerts.signUp(body) }),
    confirmSearchAlert: async ({ body }, reply) => reply(200, { message: await alerts.confirm(body.token) }),
    unsubscribeSearchAlert: async ({ query }, reply) => reply(200, { message: await alerts.unsubscribe(query.token) }),
    searchAlertDemand: async (_input, reply) => reply(200, await alerts.demand()),
  });
