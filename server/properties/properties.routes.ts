import { Router } from "express";
import { idParamSchema } from "@shared/validation/common";
import { propertyFilterSchema, propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import type { PropertyFilter } from "@shared/validation/property";
import { isAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import { adminWrites } from "../http/admin-writes";
import { sendCompressedJson } from "../http/compressed-json";
import type { PropertiesService } from "./properties.service";
import type { PropertyCache } from "./list-cache";

/**
 * Visitors' reads come from the cache, compressed once; browsers revalidate with the ETag and get
 * a 304 when nothing changed. Admins see hidden listings too, so they always read the database.
 */
export function propertiesRoutes(properties: PropertiesService, cache: PropertyCache): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.get("/", validate("query", propertyFilterSchema), async (req, res) => {
    const filter = req.query as unknown as PropertyFilter;
    if (isAdmin(req)) res.json(await properties.list(filter, true));
    else {
      const answer = await cache.list(filter, (onPage) => properties.listVisibleInPages(filter, onPage));
      await sendCompressedJson(req, res, answer);
    }
  });
  router.get("/:id", byId, async (req, res) => {
    const id = idParam(req);
    if (isAdmin(req)) res.json(await properties.get(id, true));
    else await sendCompressedJson(req, res, await cache.detail(id, () => properties.get(id, false)));
  });
  adminWrites(router, properties, { input: propertyInputSchema, patch: propertyPatchSchema });
  return router;
}
