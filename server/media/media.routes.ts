import { Router, type Response } from "express";
import { mediaIdParamSchema, mediaVariantParamsSchema } from "@shared/validation/common";
import { notFound } from "../http/errors";
import { isAdmin } from "../http/guards";
import { withInput } from "../http/validate";
import type { MediaService, ServedFile } from "./media.service";

const ONE_DAY = 86_400;

/**
 * A stored file never changes, but its listing may be hidden: visitors' copies expire after a day.
 * What only the admin may see is never cached.
 */
function sendFile(res: Response, file: ServedFile) {
  res.set({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": file.private ? "private, no-store" : `public, max-age=${ONE_DAY}`,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(file.bytes);
}

/** GET /media/{id}: uploaded images (a random id) as stored; GET /media/{id}/{width}.{format}: their smaller copies. */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();
  router.get(
    "/:id",
    ...withInput({ params: mediaIdParamSchema }, async ({ params }, req, res) => {
      const file = await media.publicImage(params.id, isAdmin(req));
      if (!file) throw notFound("Bild nicht gefunden");
      sendFile(res, file);
    }),
  );
  router.get(
    "/:id/:width.:format",
    ...withInput({ params: mediaVariantParamsSchema }, async ({ params: { id, width, format } }, req, res) => {
      const variant = await media.publicImageVariant(id, width, format, isAdmin(req));
      if (!variant) throw notFound("Bild nicht gefunden");
      sendFile(res, variant);
    }),
  );
  return router;
}
