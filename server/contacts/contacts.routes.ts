import { Router, type RequestHandler } from "express";
import { idParamSchema } from "@shared/validation/common";
import { contactInputSchema, contactPatchSchema } from "@shared/validation/contact";
import { requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { ContactsService } from "./contacts.service";

/** POST /api/contact (public form). */
export function contactFormRoutes(contacts: ContactsService, sendLimit: RequestHandler): Router {
  const router = Router();
  router.post("/", sendLimit, validate("body", contactInputSchema), async (req, res) => {
    res.status(201).json(await contacts.send(req.body));
  });
  return router;
}

/** /api/contacts: the admin inbox. */
export function contactInboxRoutes(contacts: ContactsService): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);
  router.use(requireAdmin);
  router.get("/", async (_req, res) => {
    res.json(await contacts.list());
  });
  router.patch("/:id", byId, validate("body", contactPatchSchema), async (req, res) => {
    res.json(await contacts.setHandled(idParam(req), req.body.handled));
  });
  router.delete("/:id", byId, async (req, res) => {
    await contacts.remove(idParam(req));
    res.status(204).end();
  });
  return router;
}
