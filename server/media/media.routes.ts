import { Router } from "express";
import { idParamSchema } from "@shared/validation/common";
import { notFound } from "../http/errors";
import { idParam, validate } from "../http/validate";
import type { MediaService } from "./media.service";

const ONE_YEAR = 31_536_000;

/** GET /media/{id}: uploaded images. A stored file never changes, so it is cached for good. */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();
  router.get("/:id", validate("params", idParamSchema), async (req, res) => {
    const file = await media.publicImage(idParam(req));
    if (!file) throw notFound("Bild nicht gefunden");
    res.set({
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": `public, max-age=${ONE_YEAR}, immutable`,
      "X-Content-Type-Options": "nosniff",
    });
    res.end(file.bytes);
  });
  return router;
}
