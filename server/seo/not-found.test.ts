// Unknown addresses answer 404 (the page keeps the site's not-found content), the API's unknown
// routes answer German JSON, and the visitor's own Merkliste is a page that is not indexed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";
import { staticClient } from "../http/spa";

const pagesRoot = mkdtempSync(join(tmpdir(), "spreehaus-not-found-"));
writeFileSync(
  join(pagesRoot, "index.html"),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
const ctx = useTestApp({}, undefined, staticClient(pagesRoot));

describe("unknown routes", () => {
  it("answer 404 with the page for a made-up path and for a listing that does not exist", async () => {
    for (const path of ["/gibt-es-nicht", "/properties/999999", "/properties/12/fotos", "/blog/nie-geschrieben"]) {
      const res = await request(ctx.app).get(path).set("Accept", "text/html");
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"], path).toContain("text/html");
      expect(res.text, path).toContain('<div id="root">');
    }
    const listing = await createProperty(ctx.services);
    await request(ctx.app).get(`/properties/${listing.id}`).expect(200);
  });

  it("answer 404 JSON with a German message under /api", async () => {
    const res = await request(ctx.app).get("/api/gibt-es-nicht").expect(404);
    expect(res.body).toEqual({ message: "Diese Schnittstelle gibt es nicht." });
    await request(ctx.app).get("/api/properties/1/fotos").expect(404);
  });
});

describe("the Merkliste page", () => {
  it("is a page (200) that search engines are asked not to index, and the sitemap leaves it out", async () => {
    const res = await request(ctx.app).get("/favorites").expect(200);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    const home = await request(ctx.app).get("/").expect(200);
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    const sitemap = await request(ctx.app).get("/sitemaps/pages.xml").expect(200);
    expect(sitemap.text).toContain("/contact</loc>");
    expect(sitemap.text).not.toContain("/favorites");
  });
});
