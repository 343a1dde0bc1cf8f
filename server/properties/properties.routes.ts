import type { Sent } from "@shared/contracts/json";
import type { propertyAnswer, propertyListAnswer } from "@shared/contracts/properties";
import { pageWindow } from "@shared/search/list-query";
import { isAdmin } from "../http/guards";
import { routeHandlers } from "../http/mount-routes";
import { sendCompressedJson } from "../http/compressed-json";
import type { PropertiesService } from "./properties.service";
import type { PropertyCache } from "./property-cache";

export const TOTAL_HEADER = "X-Total-Count";

// Typed by the contracts: the compiler holds the cached rows to the answers.
type Rows = Sent<typeof propertyListAnswer>;
type Detail = Sent<typeof propertyAnswer>;

/**
 * Visitors' reads come from the cache, compressed once; browsers revalidate with the ETag and get
 * a 304 when nothing changed. Admins see hidden listings too, so they always read the database.
 */
export const propertiesHandlers = (properties: PropertiesService, cache: PropertyCache) =>
  routeHandlers({
    // A page (page and/or pageSize given) or every match; X-Total-Count is the number of all matches.
    listProperties: async ({ query }, reply, req, res) => {
      const paged = pageWindow(query) !== undefined;
      if (isAdmin(req)) {
        const { rows, total } = paged
          ? await properties.page(query, true)
          : await properties.list(query, true).then((all) => ({ rows: all, total: all.length }));
        res.set(TOTAL_HEADER, String(total));
        reply(200, rows);
        return;
      }
      const answer = await cache.list(
        query,
        paged
          ? { page: (): Promise<{ rows: Rows; total: number }> => properties.pageVisible(query) }
          : { all: (onPage: (rows: Rows) => Promise<void>) => properties.listVisibleInPages(query, onPage) },
      );
      res.set(TOTAL_HEADER, String(answer.total));
      await sendCompressedJson(req, res, answer);
    },
    getProperty: async ({ params: { id } }, reply, req, res) => {
      if (isAdmin(req)) reply(200, await properties.get(id, true));
      else
        await sendCompressedJson(req, res, await cache.detail(id, (): Promise<Detail> => properties.getForVisitor(id)));
    },
    createProperty: async ({ body }, reply) => reply(201, await properties.create(body)),
    updateProperty: async ({ params, body }, reply) => reply(200, await properties.update(params.id, body)),
    deleteProperty: async ({ params }, reply) => {
      await properties.remove(params.id);
      reply(204);
    },
  });
