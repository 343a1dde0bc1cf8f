import { Router } from "express";
import { outboxMailAnswer, outboxPageAnswer } from "@shared/contracts/outbox";
import { idParamSchema } from "@shared/validation/common";
import { z } from "@shared/validation/zod";
import { ownersOnly, requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { OutboxMail } from "@shared/schema/index";
import type { Mailer } from "./mailer";
import { HttpError } from "../http/errors";

/** Mails with a one-time sign-in link: only owners may read them (a colleague could take over the account). */
const accountMailKinds = new Set(["account-invitation", "password-reset"]);

/** Staff see a mail as stored, without the queue's bookkeeping. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const toView = ({ jobId, claimedAt, ...mail }: OutboxMail) => mail;

const pageQuerySchema = z.object({
  page: z.coerce.number("Ungültige Seite").int("Ungültige Seite").min(1, "Ungültige Seite").max(100_000).default(1),
});

/** /api/outbox: the Postausgang (staff): list, one mail, send again. */
export function outboxRoutes(mailer: Mailer): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get(
    "/",
    ...withInput({ query: pageQuerySchema }, async ({ query }, _req, res) => {
      sendJson(res, outboxPageAnswer, await mailer.page(query.page));
    }),
  );
  router.get(
    "/:id",
    ...withInput({ params: idParamSchema }, async ({ params }, req, res) => {
      const mail = await mailer.get(params.id);
      if (accountMailKinds.has(mail.kind) && req.user?.role !== "owner") throw new HttpError(403, ownersOnly);
      sendJson(res, outboxMailAnswer, toView(mail));
    }),
  );
  router.post(
    "/:id/resend",
    ...withInput({ params: idParamSchema }, async ({ params }, _req, res) => {
      sendJson(res, outboxMailAnswer, toView(await mailer.resend(params.id)));
    }),
  );
  return router;
}
