import { isAdmin } from "../http/guards";
import { routeHandlers } from "../http/mount-routes";
import { siteOrigin } from "../seo/page-head";
import type { ExposeService } from "./expose.service";

/**
 * The listing's exposé as a download. Visitors revalidate with the ETag (a 304 costs no
 * rendering); staff answers are never kept (the cache policy).
 */
export const exposeHandlers = (expose: ExposeService, siteUrl?: string) =>
  routeHandlers({
    propertyExpose: async ({ params: { id } }, reply, req, res) => {
      const pageUrl = `${siteOrigin(req, siteUrl)}/properties/${id}`;
      const file = await expose.file(id, isAdmin(req), pageUrl);
      res.set({ ETag: file.etag, "Last-Modified": file.lastModified.toUTCString() });
      if (req.fresh) return reply(304);
      const pdf = await file.bytes();
      res
        .status(200)
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "Content-Length": String(pdf.length),
        })
        .end(req.method === "HEAD" ? undefined : pdf);
    },
  });
