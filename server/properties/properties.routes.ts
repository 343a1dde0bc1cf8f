import { Router, type Request, type Response } from "express";
import { idParamSchema } from "@shared/validation/common";
import { propertyFilterSchema, propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import type { PropertyFilter } from "@shared/validation/property";
import { isAdmin, requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { PropertiesService } from "./properties.service";
import type { ListCache } from "./list-cache";

/**
 * Visitors' reads come from the cache that every property write clears; browsers revalidate with
 * the ETag and get a 304 when nothing changed.
 */
async function sendCached(req: Request, res: Response, cache: ListCache, key: string, load: () => Promise<unknown>) {
  const entry = cache.get(key) ?? cache.set(key, await load());
  res.set({ ETag: entry.etag, "Cache-Control": "no-cache", Vary: "Cookie" });
  if (req.fresh) res.status(304).end();
  else res.type("application/json").send(entry.body);
}

export function propertiesRoutes(properties: PropertiesService, cache: ListCache): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.get("/", validate("query", propertyFilterSchema), async (req, res) => {
    const filter = req.query as unknown as PropertyFilter;
    if (isAdmin(req)) {
      res.set("Cache-Control", "private, no-store").json(await properties.list(filter, true));
      return;
    }
    await sendCached(req, res, cache, `list:${JSON.stringify(filter)}`, () => properties.list(filter, false));
  });
  router.get("/:id", byId, async (req, res) => {
    const id = idParam(req);
    if (isAdmin(req)) res.set("Cache-Control", "private, no-store").json(await properties.get(id, true));
    else await sendCached(req, res, cache, `id:${id}`, () => properties.get(id, false));
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
