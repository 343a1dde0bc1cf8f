import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isKnownPagePath, matchPublicRoute, publicRoutes, staticPublicPaths } from "./public-routes";

const pagesDir = "client/src/pages/public";

describe("the public route table", () => {
  it("names a page module that exists for every route, and every public page module has a route", () => {
    for (const route of publicRoutes) expect(existsSync(`client/${route.module}`), route.module).toBe(true);
    const routed = new Set<string>(publicRoutes.map((route) => route.module));
    const pages = readdirSync(pagesDir).filter((file) => file.endsWith(".tsx") && file !== "not-found.tsx");
    for (const file of pages) expect(routed.has(`src/pages/public/${file}`), file).toBe(true);
  });

  it("is the only place that spells a public page path (no copies in the client router, SEO or chunk code)", () => {
    const readers = [
      "client/src/app/public-pages.ts",
      "client/src/app/router.tsx",
      "server/seo/seo.routes.ts",
      "server/seo/sitemaps.ts",
      "server/seo/page-head.ts",
      "server/http/page-chunks.ts",
    ];
    for (const file of readers) {
      const source = readFileSync(file, "utf8");
      for (const route of publicRoutes.filter((r) => r.path !== "/"))
        expect(source.includes(`"${route.path}"`), `${file} spells ${route.path}`).toBe(false);
      expect(source.includes("src/pages/public/services"), `${file} names a page file`).toBe(false);
    }
  });

  it("matches paths as the client router does: parameters, trailing slash, nothing more", () => {
    expect(matchPublicRoute("/properties/12")).toMatchObject({ route: { kind: "property" }, params: { id: "12" } });
    expect(matchPublicRoute("/blog/mieten-in-berlin/")?.params).toEqual({ slug: "mieten-in-berlin" });
    expect(matchPublicRoute("/properties/12/fotos")).toBeUndefined();
    expect(matchPublicRoute("/gibt-es-nicht")).toBeUndefined();
    expect(isKnownPagePath("/admin/properties/3")).toBe(true);
    expect(isKnownPagePath("/administrator")).toBe(false);
    // The Merkliste differs per visitor: a page, but none the sitemap names.
    expect(staticPublicPaths).toEqual(["/", "/services", "/properties", "/about-us", "/blog", "/contact", "/legal"]);
    expect(matchPublicRoute("/favorites")?.route.kind).toBe("personal");
  });
});
