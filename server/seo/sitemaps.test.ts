// The sitemap index and its sitemaps, with the limit per file lowered so a few rows show the split.
import { gunzipSync } from "node:zlib";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { createPost, createProperty } from "../test/factories";
import { createPropertiesRepo } from "../properties/properties.repo";
import { createBlogRepo } from "../blog/blog.repo";
import { createSitemapCache } from "./sitemap-cache";
import { createSitemaps } from "./sitemaps";

const SITE = "https://www.spreehaus-immobilien.de";
const LIMIT = 3;
const ctx = useTestApp({ SITE_URL: SITE }, undefined, undefined, { sitemapMaxUrls: LIMIT });

const xmlAt = async (path: string) =>
  (
    await request(ctx.app)
      .get(path)
      .expect(200)
      .expect("Content-Type", /application\/xml/)
  ).text;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const listingIds = (xml: string) => locs(xml).map((loc) => Number(loc.slice(`${SITE}/properties/`.length)));
const secondOf = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The index's sitemaps and every listing id across them, fetched as a crawler does. */
async function crawl() {
  const index = await xmlAt("/sitemap.xml");
  const sitemaps = locs(index).map((loc) => loc.slice(SITE.length));
  const ids: number[] = [];
  for (const path of sitemaps.filter((p) => p.startsWith("/sitemaps/listings-"))) {
    const xml = await xmlAt(path);
    expect(listingIds(xml).length, path).toBeLessThanOrEqual(LIMIT);
    ids.push(...listingIds(xml));
  }
  return { index, sitemaps, ids, pages: await xmlAt("/sitemaps/pages.xml") };
}

describe("the sitemap index", () => {
  it("names the pages' sitemap and one listing sitemap per started limit, each with its newest change", async () => {
    const listings = [];
    for (let i = 0; i < 7; i++) {
      listings.push(await createProperty(ctx.services, { title: `Sitemap-Wohnung ${i}` }));
      if (i % 3 === 0) await createProperty(ctx.services, { status: "hidden" });
    }
    const { index, sitemaps, ids } = await crawl();
    expect(sitemaps).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/listings-1.xml",
      "/sitemaps/listings-2.xml",
      "/sitemaps/listings-3.xml",
    ]);
    expect(ids).toEqual(listings.map((listing) => listing.id));
    // listings-2 holds the 4th to 6th visible listing: its date is the newest of theirs.
    const newest = new Date(Math.max(...listings.slice(3, 6).map((listing) => listing.updatedAt.getTime())));
    expect(index).toContain(`<loc>${SITE}/sitemaps/listings-2.xml</loc><lastmod>${secondOf(newest)}</lastmod>`);
    await request(ctx.app).get("/sitemaps/listings-4.xml").expect(404);
  });

  it("lists every visible listing exactly once and no hidden listing or draft anywhere", async () => {
    const hidden = await createProperty(ctx.services, { status: "hidden", title: "Versteckt in der Sitemap" });
    const reserved = await createProperty(ctx.services, { status: "reserved" });
    const post = await createPost(ctx.services);
    const draft = await createPost(ctx.services, { published: false });
    // A draft changed later than every published post must not date the pages' sitemap.
    await ctx.database.pool.query("update blog_posts set updated_at = now() + interval '1 day' where id = $1", [
      draft.id,
    ]);
    const { ids, pages, index } = await crawl();
    const visible = (await ctx.services.properties.list({ isHighlight: undefined }, false)).map((p) => p.id);
    expect(ids).toEqual([...visible].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(reserved.id);
    expect(ids).not.toContain(hidden.id);
    expect(locs(pages)).toContain(`${SITE}/blog/${post.slug}`);
    expect(locs(pages)).toContain(`${SITE}/contact`);
    for (const xml of [index, pages]) expect(xml).not.toContain(draft.slug);
    // The pages' date is the newest published post's.
    expect(index).toContain(`<loc>${SITE}/sitemaps/pages.xml</loc><lastmod>${secondOf(post.updatedAt)}</lastmod>`);
  });

  it("drops a listing hidden after the sitemaps were served, and a post published since appears", async () => {
    const before = await crawl();
    const [first] = before.ids;
    await ctx.services.properties.update(first, { status: "hidden" });
    const post = await createPost(ctx.services);
    const after = await crawl();
    expect(after.ids).toEqual(before.ids.slice(1));
    expect(locs(after.pages)).toContain(`${SITE}/blog/${post.slug}`);
    // The listings after it moved up a place: the files still hold at most the limit each.
    expect(after.sitemaps.length).toBe(1 + Math.ceil(after.ids.length / LIMIT));
  });

  it("is revalidated by its ETag and sent compressed", async () => {
    const first = await request(ctx.app).get("/sitemap.xml").set("Accept-Encoding", "gzip").expect(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["cache-control"]).toBe("public, max-age=600");
    await request(ctx.app).get("/sitemap.xml").set("If-None-Match", first.headers.etag).expect(304);
  });

  it("answers 404 for a name that is no sitemap and a number past the last", async () => {
    for (const name of [
      "listings-0.xml",
      "listings-99.xml",
      "listings-01.xml",
      "listings-1",
      "listings-x.xml",
      "pages.xml.gz",
      "posts.xml",
      "..%2Fsitemap.xml",
    ]) {
      const res = await request(ctx.app).get(`/sitemaps/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body, name).toEqual({ message: "Diese Sitemap gibt es nicht." });
    }
  });
});

describe("a listing sitemap", () => {
  it("reads its listings a keyset page at a time, each once, in id order", async () => {
    for (let i = 0; i < 6; i++) await createProperty(ctx.services);
    const visible = (await ctx.services.properties.list({ isHighlight: undefined }, false))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const sitemaps = createSitemaps(
      { listings: createPropertiesRepo(ctx.database.db), posts: createBlogRepo(ctx.database.db) },
      createSitemapCache(1024 * 1024),
      { maxUrls: 5, pageRows: 2 },
    );
    const text = async (n: number) => {
      const { gzip } = await sitemaps.sitemap(SITE, `listings-${n}.xml`);
      return gunzipSync(gzip).toString();
    };
    const ids: number[] = [];
    for (let n = 1; n <= Math.ceil(visible.length / 5); n++) {
      const part = listingIds(await text(n));
      expect(part.length).toBe(Math.min(5, visible.length - ids.length));
      ids.push(...part);
    }
    expect(ids).toEqual(visible);
  });
});
