import { Router } from "express";
import { staticPublicPaths } from "@shared/public-routes";
import type { Services } from "../services";
import { siteOrigin } from "./page-head";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const day = (date: Date) => date.toISOString().slice(0, 10);

/** /robots.txt and /sitemap.xml (every visible property and published post, with last-modified dates). */
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
    const origin = siteOrigin(req, siteUrl);
    const [properties, posts] = await Promise.all([services.properties.sitemapEntries(), services.blog.list(false)]);
    const entries = [
      ...staticPublicPaths.map((path) => ({ loc: `${origin}${path}` })),
      ...properties.map((p) => ({ loc: `${origin}/properties/${p.id}`, lastmod: day(p.updatedAt) })),
      ...posts.map((p) => ({ loc: `${origin}/blog/${encodeURIComponent(p.slug)}`, lastmod: day(p.updatedAt) })),
    ];
    const urls = entries.map(
      (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${"lastmod" in e ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    res.type("application/xml").set("Cache-Control", "public, max-age=600").send(xml);
  });

  return router;
}
