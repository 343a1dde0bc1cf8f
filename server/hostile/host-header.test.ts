import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { ConfigError, loadConfig } from "../config";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createProperty } from "../test/factories";

// Rule: links the site hands out (sitemap, robots.txt, canonical and Open Graph tags) never follow
// the Host a request claims in production; production does not start without SITE_URL.
const SITE = "https://www.spreehaus-immobilien.de";
const production = { NODE_ENV: "production", SESSION_SECRET: "host-header-secret-host" };

describe("hostile input: a forged Host header in production", () => {
  const ctx = useHostileApp({ ...production, SITE_URL: `${SITE}/` });
  let propertyId: number;
  beforeAll(async () => {
    propertyId = (await createProperty(ctx.services, { title: "Wohnung für den Host-Test" })).id;
  });

  it("names SITE_URL in the sitemaps, robots.txt and a page's canonical link, whatever the Host", async () => {
    const [index, sitemap, robots, page] = await withoutBlockingOthers(ctx, () =>
      Promise.all(
        ["/sitemap.xml", "/sitemaps/listings-1.xml", "/robots.txt", `/properties/${propertyId}`].map((path) =>
          request(ctx.app).get(path).set("Host", "boese.example").set("X-Forwarded-Host", "boese.example").expect(200),
        ),
      ),
    );
    expect(index.text).toContain(`<loc>${SITE}/sitemaps/listings-1.xml</loc>`);
    expect(sitemap.text).toContain(`<loc>${SITE}/properties/${propertyId}</loc>`);
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/properties/${propertyId}" />`);
    for (const res of [index, sitemap, robots, page]) expect(res.text).not.toContain("boese");
  });
});

describe("starting production without SITE_URL", () => {
  it("is refused by the configuration with a German message", () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/^SITE_URL fehlt: im Produktivbetrieb startet der Server nicht/);
    expect(loadConfig({ ...production, SITE_URL: SITE }).siteUrl).toBe(SITE);
  });

  it("makes the real server exit with that message before it opens anything", () => {
    // Only what the server reads: no SITE_URL, no DATABASE_URL (it would fail on the config first anyway).
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...production, DATA_DIR: "memory://", PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SITE_URL fehlt");
  }, 90_000);
});

describe("development without SITE_URL", () => {
  const ctx = useHostileApp({ NODE_ENV: "development" });
  it("may fall back to the address the request was sent to", async () => {
    const robots = await request(ctx.app).get("/robots.txt").set("Host", "localhost:5000").expect(200);
    expect(robots.text).toContain("Sitemap: http://localhost:5000/sitemap.xml");
  });
});
