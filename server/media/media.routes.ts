import { Router, type Response } from "express";
import { idParamSchema, mediaVariantParamsSchema, type MediaVariantParams } from "@shared/validation/common";
import { notFound } from "../http/errors";
import { idParam, validate } from "../http/validate";
import type { MediaService } from "./media.service";

const ONE_YEAR = 31_536_000;

/** A stored file never changes, so it is cached for good. */
function sendFile(res: Response, file: { contentType: string; size: number; bytes: Buffer }) {
  res.set({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": `public, max-age=${ONE_YEAR}, immutable`,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(file.bytes);
}

/** GET /media/{id}: uploaded images as stored; GET /media/{id}/{width}.{format}: their smaller copies. */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();
  router.get("/:id", validate("params", idParamSchema), async (req, res) => {
    const file = await media.publicImage(idParam(req));
    if (!file) throw notFound("Bild nicht gefunden");
    sendFile(res, file);
  });
  router.get("/:id/:width.:format", validate("params", mediaVariantParamsSchema), async (req, res) => {
    const { id, width, format } = req.params as unknown as MediaVariantParams;
    const variant = await media.publicImageVariant(id, width, format);
    if (!variant) throw notFound("Bild nicht gefunden");
    sendFile(res, variant);
  });
  return router;
}
