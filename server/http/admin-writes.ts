import type { Router } from "express";
import type { z, ZodType } from "zod";
import type { Sent } from "@shared/contracts/json";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "./guards";
import { sendJson } from "./send-json";
import { withInput } from "./validate";

/** A service whose records the admin creates, edits and deletes. */
export type WritableService<Input, Patch, Answer> = {
  create: (input: Input) => Promise<Answer>;
  update: (id: number, patch: Patch) => Promise<Answer>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * POST / (201 with the record), PATCH /:id and DELETE /:id (204), each for the admin only, with the
 * body checked against the shared schemas before the service sees it and the answer typed by its
 * shared contract.
 */
export function adminWrites<I extends ZodType, P extends ZodType, A extends ZodType>(
  router: Router,
  service: WritableService<z.output<I>, z.output<P>, Sent<A>>,
  schemas: { input: I; patch: P; answer: A },
): void {
  const byId = { params: idParamSchema };
  router.post(
    "/",
    requireAdmin,
    ...withInput({ body: schemas.input }, async ({ body }, _req, res) => {
      sendJson(res, schemas.answer, await service.create(body), 201);
    }),
  );
  router.patch(
    "/:id",
    requireAdmin,
    ...withInput({ ...byId, body: schemas.patch }, async ({ params, body }, _req, res) => {
      sendJson(res, schemas.answer, await service.update(params.id, body));
    }),
  );
  router.delete(
    "/:id",
    requireAdmin,
    ...withInput(byId, async ({ params }, _req, res) => {
      await service.remove(params.id);
      res.status(204).end();
    }),
  );
}
