import type { Request } from "express";
import { routeHandlers } from "../http/mount-routes";
import type { OutboxService, OutboxViewer } from "./outbox.service";

// Staff only (the route's guard runs first), so there is always a signed-in account here.
const viewer = (req: Request): OutboxViewer => ({ role: req.user!.role });

/** The Postausgang (staff): list, one mail, send again. */
export const outboxHandlers = (outbox: OutboxService) =>
  routeHandlers({
    listOutbox: async ({ query }, reply, req) => reply(200, await outbox.page(query.page, viewer(req))),
    getOutboxMail: async ({ params }, reply, req) => reply(200, await outbox.read(params.id, viewer(req))),
    resendOutboxMail: async ({ params }, reply, req) => reply(200, await outbox.resend(params.id, viewer(req))),
  });
