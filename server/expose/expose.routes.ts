import { Router } from "express";
import { idParamSchema } from "@shared/validation/common";
import { isAdmin } from "../http/guards";
import { withInput } from "../http/validate";
import { siteOrigin } from "../seo/page-head";
import type { ExposeService } from "./expose.service";

/**
 * GET /api/properties/{id}/expose.pdf: the listing's exposé as a download. Visitors revalidate
 * with the ETag (a 304 costs no rendering); staff answers are never kept (the cache policy).
 */
export function exposeRoutes(expose: ExposeService, siteUrl?: string): Router {
  const router = Router();
  router.get(
    "/:id/expose.pdf",
    ...withInput({ params: idParamSchema }, async ({ params: { id } }, req, res) => {
      const pageUrl = `${siteOrigin(req, siteUrl)}/properties/${id}`;
      const file = await expose.file(id, isAdmin(req), pageUrl);
      res.set({ ETag: file.etag, "Last-Modified": file.lastModified.toUTCString() });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const pdf = await file.bytes();
      res
        .status(200)
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "Content-Length": String(pdf.length),
        })
        .end(req.method === "HEAD" ? undefined : pdf);
    }),
  );
  return router;
}
