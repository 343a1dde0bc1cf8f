import { Router, type RequestHandler } from "express";
import { contactMessageAnswer, contactMessageListAnswer, sentContactAnswer } from "@shared/contracts/contacts";
import { idParamSchema } from "@shared/validation/common";
import { contactInputSchema, contactPatchSchema } from "@shared/validation/contact";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { ContactsService } from "./contacts.service";

/** POST /api/contact (public form). */
export function contactFormRoutes(contacts: ContactsService, sendLimit: RequestHandler): Router {
  const router = Router();
  router.post(
    "/",
    sendLimit,
    ...withInput({ body: contactInputSchema }, async ({ body }, _req, res) => {
      sendJson(res, sentContactAnswer, await contacts.send(body), 201);
    }),
  );
  return router;
}

/** /api/contacts: the admin inbox. */
export function contactInboxRoutes(contacts: ContactsService): Router {
  const router = Router();
  const byId = { params: idParamSchema };
  router.use(requireAdmin);
  router.get("/", async (_req, res) => {
    sendJson(res, contactMessageListAnswer, await contacts.list());
  });
  router.patch(
    "/:id",
    ...withInput({ ...byId, body: contactPatchSchema }, async ({ params, body }, _req, res) => {
      sendJson(res, contactMessageAnswer, await contacts.setHandled(params.id, body.handled));
    }),
  );
  router.delete(
    "/:id",
    ...withInput(byId, async ({ params }, _req, res) => {
      await contacts.remove(params.id);
      res.status(204).end();
    }),
  );
  return router;
}
