import { Router } from "express";
import type { Sent } from "@shared/contracts/json";
import { propertyAnswer, propertyListAnswer } from "@shared/contracts/properties";
import { idParamSchema } from "@shared/validation/common";
import { propertyInputSchema, propertyPatchSchema } from "@shared/validation/property";
import { listQuerySchema, pageWindow } from "@shared/search/list-query";
import { adminWrites } from "../http/admin-writes";
import { isAdmin } from "../http/guards";
import { withInput } from "../http/validate";
import { sendCompressedJson } from "../http/compressed-json";
import { sendJson } from "../http/send-json";
import type { PropertiesService } from "./properties.service";
import type { PropertyCache } from "./property-cache";

export const TOTAL_HEADER = "X-Total-Count";

/**
 * Visitors' reads come from the cache, compressed once; browsers revalidate with the ETag and get
 * a 304 when nothing changed. Admins see hidden listings too, so they always read the database.
 */
export function propertiesRoutes(properties: PropertiesService, cache: PropertyCache): Router {
  const router = Router();
  const byId = { params: idParamSchema };

  // A page (page and/or pageSize given) or every match; X-Total-Count is the number of all matches.
  router.get(
    "/",
    ...withInput({ query: listQuerySchema }, async ({ query }, req, res) => {
      const paged = pageWindow(query) !== undefined;
      if (isAdmin(req)) {
        const { rows, total } = paged
          ? await properties.page(query, true)
          : await properties.list(query, true).then((all) => ({ rows: all, total: all.length }));
        res.set(TOTAL_HEADER, String(total));
        sendJson(res, propertyListAnswer, rows);
        return;
      }
      // Typed by the contract: the compiler holds the cached rows to the list answer.
      type Rows = Sent<typeof propertyListAnswer>;
      const answer = await cache.list(
        query,
        paged
          ? { page: (): Promise<{ rows: Rows; total: number }> => properties.pageVisible(query) }
          : { all: (onPage: (rows: Rows) => Promise<void>) => properties.listVisibleInPages(query, onPage) },
      );
      res.set(TOTAL_HEADER, String(answer.total));
      await sendCompressedJson(req, res, answer);
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
          await cache.detail(id, (): Promise<Sent<typeof propertyAnswer>> => properties.getForVisitor(id)),
        );
    }),
  );
  adminWrites(router, properties, { input: propertyInputSchema, patch: propertyPatchSchema, answer: propertyAnswer });
  return router;
}
