import type { Response } from "express";
import { notFound } from "../http/errors";
import { isAdmin } from "../http/guards";
import { routeHandlers } from "../http/mount-routes";
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

/** Uploaded images (a random id) as stored, and their smaller copies. */
export const mediaHandlers = (media: MediaService) =>
  routeHandlers({
    mediaFile: async ({ params }, _reply, req, res) => {
      const file = await media.publicImage(params.id, isAdmin(req));
      if (!file) throw notFound("Bild nicht gefunden");
      sendFile(res, file);
    },
    mediaVariant: async ({ params: { id, width, format } }, _reply, req, res) => {
      const variant = await media.publicImageVariant(id, width, format, isAdmin(req));
      if (!variant) throw notFound("Bild nicht gefunden");
      sendFile(res, variant);
    },
  });
