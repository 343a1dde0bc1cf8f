import type { Express } from "express";
import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createPost, createProperty, validApplication } from "../test/factories";

// Rule: an answer that depends on the session is never kept by a shared cache or the browser
// ("private, no-store"); public answers that differ by session say so (Vary: Cookie), and an
// admin's view of them is private. The walk covers every /api route the app has.
const ctx = useHostileApp();

type Endpoint = { method: "get" | "post" | "patch" | "delete"; path: string };
type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
};

/** Every route registered on the app, with its full path (Express 5 keeps each mount's path as rawPath). */
function routesOf(app: Express): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== "_all") found.push({ method: method as Endpoint["method"], path: prefix + layer.route.path });
        }
      } else if (layer.handle?.stack && typeof layer.rawPath === "string") {
        walk(layer.handle.stack, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found.map((e) => ({ ...e, path: e.path.replace(/(.)\/$/, "$1") })).filter((e) => e.path.startsWith("/api/"));
}

// Reads anyone may call; every other /api route must refuse a visitor with 401.
const publicEndpoints = [
  "get /api/health",
  "get /api/auth/status",
  "post /api/auth/login",
  "post /api/auth/logout",
  "get /api/properties",
  "get /api/properties/:id",
  "post /api/applications",
  "get /api/blog",
  "get /api/blog/slug/:slug",
  "post /api/contact",
  "get /api/properties/:id/similar",
  "get /api/properties/:id/expose.pdf",
  "post /api/applications/withdraw",
  "post /api/search-alerts",
  "post /api/search-alerts/confirm",
  "post /api/search-alerts/unsubscribe",
  "post /api/auth/invitation",
  "post /api/auth/password-reset",
  "post /api/auth/password-reset/confirm",
  "get /api/privacy/retention",
  "get /api/openapi.json",
  "get /api/map-settings",
];

describe("hostile input: reading private answers from a cache", () => {
  const ids = {
    property: 0,
    hidden: 0,
    application: 0,
    contact: 0,
    post: 0,
    scraped: 0,
    slug: "",
    draftSlug: "",
    backup: "",
  };
  const missing = 2_147_483_000;
  beforeAll(async () => {
    const s = ctx.services;
    ids.property = (await createProperty(s, { title: "Öffentliche Wohnung" })).id;
    ids.hidden = (await createProperty(s, { title: "Versteckte Wohnung", status: "hidden" })).id;
    ids.application = (await s.applications.submit(validApplication(ids.property))).id;
    ids.contact = (await s.contacts.send({ name: "Eva", email: "eva@example.de", message: "Bitte um Rückruf." })).id;
    const post = await createPost(s, { published: true });
    ids.post = post.id;
    ids.slug = post.slug;
    ids.draftSlug = (await createPost(s, { published: false })).slug;
    ids.scraped = (
      await s.scraperResults.insert({
        sourceUrl: "https://www.funda.nl/detail/huur/amsterdam/appartement-keizersgracht-1/1/",
        status: "ok",
        title: "Wohnung an der Keizersgracht",
        price: 1900,
        city: "Amsterdam",
      })
    ).id;
    // Backups are made of the embedded database only (PostgreSQL has its own): there, no archive is found.
    ids.backup = ctx.database.kind === "pglite" ? (await s.backups.create()).name : "sicherung-keine.zip";
  });

  /** A concrete address for a route: reads of real records (so the private data is really there), writes of a missing one. */
  const concrete = ({ method, path }: Endpoint) => {
    const read = method === "get";
    const id = !read
      ? missing
      : path.startsWith("/api/applications")
        ? ids.application
        : path.startsWith("/api/contacts")
          ? ids.contact
          : path.startsWith("/api/blog")
            ? ids.post
            : path.startsWith("/api/scraper")
              ? ids.scraped
              : ids.property;
    return path
      .replace(":id", String(id))
      .replace(":kind", "id-card")
      .replace(":slug", ids.slug)
      .replace(":name", ids.backup);
  };

  it("knows every route: the public ones are listed here, every other one refuses a visitor", async () => {
    const routes = routesOf(ctx.app);
    expect(routes.length).toBeGreaterThan(25);
    const open: string[] = [];
    for (const route of routes) {
      const res = await request(ctx.app)[route.method](concrete(route)).send({});
      if (res.status !== 401) open.push(`${route.method} ${route.path}`);
    }
    expect(open.sort()).toEqual([...publicEndpoints].sort());
  });

  it("answers every admin route 'private, no-store', varying by Cookie", async () => {
    const admin = await ctx.admin();
    const adminRoutes = routesOf(ctx.app).filter((r) => !publicEndpoints.includes(`${r.method} ${r.path}`));
    // Making a backup holds the embedded database for a moment by design (decision 0039): it is
    // asked outside the probe that checks no request blocks the others.
    const makesBackup = (route: Endpoint) => route.method === "post" && route.path === "/api/backups";
    const ask = async (routes: Endpoint[]) => {
      const seen = [];
      for (const route of routes) {
        const res = await admin[route.method](concrete(route)).send({});
        seen.push({
          route: `${route.method} ${route.path}`,
          readable: route.method !== "get" || res.status === 200,
          cacheControl: res.headers["cache-control"],
          variesByCookie: /\bCookie\b/i.test(String(res.headers.vary)),
        });
      }
      return seen;
    };
    const answers = [
      ...(await withoutBlockingOthers(ctx, () => ask(adminRoutes.filter((route) => !makesBackup(route))))),
      ...(await ask(adminRoutes.filter(makesBackup))),
    ];
    expect(answers).toEqual(
      [...adminRoutes.filter((route) => !makesBackup(route)), ...adminRoutes.filter(makesBackup)].map((r) => ({
        route: `${r.method} ${r.path}`,
        readable: r.path !== "/api/backups/:name" || ctx.database.kind === "pglite",
        cacheControl: "private, no-store",
        variesByCookie: true,
      })),
    );
  });

  it("lets visitors' public reads be kept, never the admin's view of them", async () => {
    const admin = await ctx.admin();
    const reads = [
      { path: "/api/properties", adminSees: `"id":${ids.hidden}` },
      { path: `/api/properties/${ids.hidden}`, adminSees: "Versteckte Wohnung" },
      { path: "/api/blog", adminSees: ids.draftSlug },
      { path: `/api/blog/slug/${ids.draftSlug}`, adminSees: ids.draftSlug },
    ];
    for (const { path, adminSees } of reads) {
      const visitor = await request(ctx.app).get(path);
      const mine = await admin.get(path).expect(200);
      expect(visitor.text, path).not.toContain(adminSees);
      expect(mine.text, path).toContain(adminSees);
      expect(mine.headers["cache-control"], path).toBe("private, no-store");
      expect(mine.headers.vary, path).toMatch(/\bCookie\b/);
      if (visitor.status === 200) {
        expect(visitor.headers["cache-control"], path).toBe("no-cache");
        expect(visitor.headers.vary, path).toMatch(/\bCookie\b/);
      }
    }
    const status = await admin.get("/api/auth/status").expect(200);
    expect(status.body.authenticated).toBe(true);
    expect(status.headers["cache-control"]).toBe("private, no-store");
  });
});
