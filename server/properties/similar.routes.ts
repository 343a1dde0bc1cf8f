import { isAdmin } from "../http/guards";
import { routeHandlers } from "../http/mount-routes";
import type { SimilarService } from "./similar.service";

/** Up to three public listings like this one (404 when the viewer may not see it). */
export const similarHandlers = (similar: SimilarService) =>
  routeHandlers({
    similarProperties: async ({ params: { id } }, reply, req) => reply(200, await similar.of(id, isAdmin(req))),
  });
