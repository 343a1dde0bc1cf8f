import { Router } from "express";
import { idParamSchema } from "@shared/validation/common";
import { propertyFilterSchema, propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import type { PropertyFilter } from "@shared/validation/property";
import { isAdmin, requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { PropertiesService } from "./properties.service";
import type { ListCache } from "./list-cache";

export function propertiesRoutes(properties: PropertiesService, lists: ListCache): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.get("/", validate("query", propertyFilterSchema), async (req, res) => {
    const filter = req.query as unknown as PropertyFilter;
    if (isAdmin(req)) {
      res.set("Cache-Control", "private, no-store").json(await properties.list(filter, true));
      return;
    }
    // Visitors: served from the cache that every write clears; browsers revalidate with the ETag.
    const key = JSON.stringify(filter);
    const list = lists.get(key) ?? lists.set(key, await properties.list(filter, false));
    res.set({ ETag: list.etag, "Cache-Control": "no-cache", Vary: "Cookie" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("application/json").send(list.body);
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
