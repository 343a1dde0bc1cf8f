import { Router } from "express";
import { idParamSchema } from "@shared/validation/common";
import { propertyFilterSchema, propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import type { PropertyFilter } from "@shared/validation/property";
import { isAdmin, requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { PropertiesService } from "./properties.service";

export function propertiesRoutes(properties: PropertiesService): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.get("/", validate("query", propertyFilterSchema), async (req, res) => {
    res.json(await properties.list(req.query as unknown as PropertyFilter, isAdmin(req)));
  });
  router.get("/:id", byId, async (req, res) => {
    res.json(await properties.get(idParam(req), isAdmin(req)));
  });
  router.post("/", requireAdmin, validate("body", propertyInputSchema), async (req, res) => {
    res.status(201).json(await properties.create(req.body));
  });
  router.patch("/:id", requireAdmin, byId, validate("body", propertyPatchSchema), async (req, res) => {
    res.json(await properties.update(idParam(req), req.body));
  });
  router.delete("/:id", requireAdmin, byId, async (req, res) => {
    await properties.remove(idParam(req));
    res.status(204).end();
  });
  return router;
}
