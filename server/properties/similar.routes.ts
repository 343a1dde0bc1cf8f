import { Router } from "express";
import { propertyListAnswer } from "@shared/contracts/properties";
import { idParamSchema } from "@shared/validation/common";
import { isAdmin } from "../http/guards";
import { withInput } from "../http/validate";
import { sendJson } from "../http/send-json";
import type { SimilarService } from "./similar.service";

/** GET /api/properties/{id}/similar: up to three public listings like this one (404 when the viewer may not see it). */
export function similarRoutes(similar: SimilarService): Router {
  const router = Router();
  router.get(
    "/:id/similar",
    ...withInput({ params: idParamSchema }, async ({ params: { id } }, req, res) => {
      sendJson(res, propertyListAnswer, await similar.of(id, isAdmin(req)));
    }),
  );
  return router;
}
