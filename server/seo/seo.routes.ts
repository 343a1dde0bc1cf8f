import { routeHandlers } from "../http/mount-routes";
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
export const seoHandlers = (services: Services, siteUrl?: string) =>
  routeHandlers({
    robotsTxt: (_input, _reply, req, res) => {
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
    },

    sitemapIndex: async (_input, _reply, req, res) => {
      const index = await services.sitemaps.index(siteOrigin(req, siteUrl));
      res.set("Cache-Control", sitemapCaching);
      await sendCompressed(req, res, index, xml);
    },

    sitemapFile: async ({ params }, _reply, req, res) => {
      const sitemap = await services.sitemaps.sitemap(siteOrigin(req, siteUrl), params.name);
      res.set("Cache-Control", sitemapCaching);
      await sendCompressed(req, res, sitemap, xml);
    },
  });
