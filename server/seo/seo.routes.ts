import { Router } from "express";
import { sendCompressed } from "../http/compressed-json";
import type { Services } from "../services";
import { siteOrigin } from "./page-head";

const xml = "application/xml; charset=utf-8";
// Crawlers may keep a sitemap ten minutes; after that they revalidate it by its ETag.
const sitemapCaching = "public, max-age=600";

/**
 * /robots.txt, /sitemap.xml (the index) and /sitemaps/{name} (the fixed pages and posts, and the
 * visible listings in files of at most SITEMAP_MAX_URLS), see sitemaps.ts.
 */
export function seoRoutes(services: Services, siteUrl?: string): Router {
  const router = Router();

  router.get("/robots.txt", (req, res) => {
    const origin = siteOrigin(req, siteUrl);
    const lines = [
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /application/",
      "Disallow: /api/",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(lines.join("\n"));
  });

  router.get("/sitemap.xml", async (req, res) => {
    const index = await services.sitemaps.index(siteOrigin(req, siteUrl));
    res.set("Cache-Control", sitemapCaching);
    await sendCompressed(req, res, index, xml);
  });

  router.get("/sitemaps/:name", async (req, res) => {
    const sitemap = await services.sitemaps.sitemap(siteOrigin(req, siteUrl), req.params.name);
    res.set("Cache-Control", sitemapCaching);
    await sendCompressed(req, res, sitemap, xml);
  });

  return router;
}
