import { Router, type Response } from "express";
import { mediaIdParamSchema, mediaVariantParamsSchema, type MediaVariantParams } from "@shared/validation/common";
import { notFound } from "../http/errors";
import { isAdmin } from "../http/guards";
import { validate } from "../http/validate";
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
  router.get("/:id", validate("params", mediaIdParamSchema), async (req, res) => {
    const file = await media.publicImage((req.params as { id: string }).id, isAdmin(req));
    if (!file) throw notFound("Bild nicht gefunden");
    sendFile(res, file);
  });
  router.get("/:id/:width.:format", validate("params", mediaVariantParamsSchema), async (req, res) => {
    const { id, width, format } = req.params as unknown as MediaVariantParams;
    const variant = await media.publicImageVariant(id, width, format, isAdmin(req));
    if (!variant) throw notFound("Bild nicht gefunden");
    sendFile(res, variant);
  });
  return router;
}
