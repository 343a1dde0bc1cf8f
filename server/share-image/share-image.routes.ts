import { routeHandlers } from "../http/mount-routes";
import { SHARE_IMAGE } from "./share-image-size";
import type { ShareImageService } from "./share-image.service";

const ONE_HOUR = 3600;

/**
 * A listing's share image (og:image) at a stable address. Link previews may keep it an hour, then
 * revalidate with the ETag (a 304 costs no rendering).
 */
export const shareImageHandlers = (shareImages: ShareImageService) =>
  routeHandlers({
    propertyShareImage: async ({ params: { id } }, reply, req, res) => {
      const file = await shareImages.file(id);
      res.set({
        ETag: file.etag,
        "Last-Modified": file.lastModified.toUTCString(),
        "Cache-Control": `public, max-age=${ONE_HOUR}`,
      });
      if (req.fresh) return reply(304);
      const jpeg = await file.bytes();
      res
        .status(200)
        .set({
          "Content-Type": SHARE_IMAGE.type,
          "Content-Length": String(jpeg.length),
          "X-Content-Type-Options": "nosniff",
        })
        .end(req.method === "HEAD" ? undefined : jpeg);
    },
  });
