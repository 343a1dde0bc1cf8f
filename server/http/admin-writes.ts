import type { Router } from "express";
import type { ZodType } from "zod";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "./guards";
import { idParam, validate } from "./validate";

/** A service whose records the admin creates, edits and deletes. */
export type WritableService<Input, Patch> = {
  create: (input: Input) => Promise<unknown>;
  update: (id: number, patch: Patch) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * POST / (201 with the record), PATCH /:id and DELETE /:id (204), each for the admin only and with
 * the body checked against the shared schemas before the service sees it.
 */
export function adminWrites<Input, Patch>(
  router: Router,
  service: WritableService<Input, Patch>,
  schemas: { input: ZodType; patch: ZodType },
): void {
  const byId = validate("params", idParamSchema);
  router.post("/", requireAdmin, validate("body", schemas.input), async (req, res) => {
    res.status(201).json(await service.create(req.body as Input));
  });
  router.patch("/:id", requireAdmin, byId, validate("body", schemas.patch), async (req, res) => {
    res.json(await service.update(idParam(req), req.body as Patch));
  });
  router.delete("/:id", requireAdmin, byId, async (req, res) => {
    await service.remove(idParam(req));
    res.status(204).end();
  });
}
