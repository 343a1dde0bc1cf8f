import { Router } from "express";
import type { Sent } from "@shared/contracts/json";
import { propertyAnswer, propertyListAnswer } from "@shared/contracts/properties";
import { idParamSchema } from "@shared/validation/common";
import { propertyFilterSchema, propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import { adminWrites } from "../http/admin-writes";
import { isAdmin } from "../http/guards";
import { withInput } from "../http/validate";
import { sendCompressedJson } from "../http/compressed-json";
import { sendJson } from "../http/send-json";
import type { PropertiesService } from "./properties.service";
import type { PropertyCache } from "./list-cache";

/**
 * Visitors' reads come from the cache, compressed once; browsers revalidate with the ETag and get
 * a 304 when nothing changed. Admins see hidden listings too, so they always read the database.
 */
export function propertiesRoutes(properties: PropertiesService, cache: PropertyCache): Router {
  const router = Router();
  const byId = { params: idParamSchema };

  router.get(
    "/",
    ...withInput({ query: propertyFilterSchema }, async ({ query: filter }, req, res) => {
      if (isAdmin(req)) sendJson(res, propertyListAnswer, await properties.list(filter, true));
      else {
        // Typed by the contract: the compiler holds the cached rows to the list answer.
        const loadPages = (onPage: (rows: Sent<typeof propertyListAnswer>) => Promise<void>) =>
          properties.listVisibleInPages(filter, onPage);
        const answer = await cache.list(filter, loadPages);
        await sendCompressedJson(req, res, answer);
      }
    }),
  );
  router.get(
    "/:id",
    ...withInput(byId, async ({ params: { id } }, req, res) => {
      if (isAdmin(req)) sendJson(res, propertyAnswer, await properties.get(id, true));
      else
        await sendCompressedJson(
          req,
          res,
          await cache.detail(id, (): Promise<Sent<typeof propertyAnswer>> => properties.get(id, false)),
        );
    }),
  );
  adminWrites(router, properties, { input: propertyInputSchema, patch: propertyPatchSchema, answer: propertyAnswer });
  return router;
}
