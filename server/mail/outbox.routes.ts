import { Router, type Request } from "express";
import { outboxMailAnswer, outboxMailSummaryAnswer, outboxPageAnswer } from "@shared/contracts/outbox";
import { idParamSchema } from "@shared/validation/common";
import { z } from "@shared/validation/zod";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { OutboxService, OutboxViewer } from "./outbox.service";

const pageQuerySchema = z.object({
  page: z.coerce.number("Ungültige Seite").int("Ungültige Seite").min(1, "Ungültige Seite").max(100_000).default(1),
});

// requireAdmin runs first, so there is always a signed-in account here.
const viewer = (req: Request): OutboxViewer => ({ role: req.user!.role });

/** /api/outbox: the Postausgang (staff): list, one mail, send again. */
export function outboxRoutes(outbox: OutboxService): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get(
    "/",
    ...withInput({ query: pageQuerySchema }, async ({ query }, req, res) => {
      sendJson(res, outboxPageAnswer, await outbox.page(query.page, viewer(req)));
    }),
  );
  router.get(
    "/:id",
    ...withInput({ params: idParamSchema }, async ({ params }, req, res) => {
      sendJson(res, outboxMailAnswer, await outbox.read(params.id, viewer(req)));
    }),
  );
  router.post(
    "/:id/resend",
    ...withInput({ params: idParamSchema }, async ({ params }, req, res) => {
      sendJson(res, outboxMailSummaryAnswer, await outbox.resend(params.id, viewer(req)));
    }),
  );
  return router;
}
