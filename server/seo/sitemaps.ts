import { staticPublicPaths } from "@shared/public-routes";
import { compressText, compressTextParts, type CompressedJson } from "../http/compressed-json";
import { notFound } from "../http/errors";
import type { BlogRepo } from "../blog/blog.repo";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { SitemapCache } from "./sitemap-cache";
import { sitemapIndex, urlEntry, urlsetEnd, urlsetStart } from "./sitemap-xml";

/**
 * Listings per sitemap. The protocol allows 50,000 URLs and 50 MB a file; 10,000 make about 1 MB
 * of XML (30 KB gzip, 11 KB brotli), so no single build holds the whole list.
 */
export const SITEMAP_MAX_URLS = 10_000;
/** Listings read per query while a sitemap is written (keyset on id). */
const PAGE_ROWS = 1_000;

export const unknownSitemap = "Diese Sitemap gibt es nicht.";

export type SitemapSources = {
  listings: Pick<PropertiesRepo, "sitemapChunks" | "sitemapPage">;
  posts: Pick<BlogRepo, "sitemapEntries">;
};

export type SitemapOptions = { maxUrls?: number; pageRows?: number };

const listingsName = /^listings-([1-9]\d{0,8})\.xml$/;

/**
 * /sitemap.xml is an index of `/sitemaps/pages.xml` (the fixed pages and the published posts) and
 * `/sitemaps/listings-{n}.xml` (the visible listings in id order, `maxUrls` each). Every answer is
 * built on its first request and kept compressed in `cache` until a write changes it.
 */
export function createSitemaps(
  { listings, posts }: SitemapSources,
  cache: SitemapCache,
  { maxUrls = SITEMAP_MAX_URLS, pageRows = PAGE_ROWS }: SitemapOptions = {},
) {
  async function buildIndex(origin: string): Promise<CompressedJson> {
    const [chunks, entries] = await Promise.all([listings.sitemapChunks(maxUrls), posts.sitemapEntries()]);
    const newestPost = entries.reduce<Date | undefined>(
      (newest, p) => (newest && newest > p.updatedAt ? newest : p.updatedAt),
      undefined,
    );
    return compressText(
      sitemapIndex([
        // The fixed pages carry no date of their own: the entry is as new as the newest post.
        { loc: `${origin}/sitemaps/pages.xml`, lastmod: newestPost },
        ...chunks.map((chunk, i) => ({ loc: `${origin}/sitemaps/listings-${i + 1}.xml`, lastmod: chunk.lastmod })),
      ]),
    );
  }

  async function buildPages(origin: string): Promise<CompressedJson> {
    const entries = await posts.sitemapEntries();
    return compressText(
      [
        urlsetStart,
        ...staticPublicPaths.map((path) => urlEntry(`${origin}${path}`)),
        ...entries.map((p) => urlEntry(`${origin}/blog/${encodeURIComponent(p.slug)}`, p.updatedAt)),
        urlsetEnd,
      ].join(""),
    );
  }

  /** The n-th share of the listings, read a page at a time and compressed as it comes. */
  async function buildListings(origin: string, n: number): Promise<CompressedJson> {
    const chunk = (await listings.sitemapChunks(maxUrls))[n - 1];
    if (!chunk) throw notFound(unknownSitemap);
    return compressTextParts(async (write) => {
      await write(urlsetStart);
      let afterId = chunk.firstId - 1;
      // A listing shown since the count cannot push the file past its limit.
      let left = maxUrls;
      while (left > 0) {
        const limit = Math.min(pageRows, left);
        const rows = await listings.sitemapPage(afterId, chunk.lastId, limit);
        await write(rows.map((row) => urlEntry(`${origin}/properties/${row.id}`, row.updatedAt)).join(""));
        if (rows.length < limit) break;
        afterId = rows[rows.length - 1].id;
        left -= rows.length;
      }
      await write(urlsetEnd);
    });
  }

  return {
    /** /sitemap.xml for the site at `origin`. */
    index: (origin: string) => cache.get(`${origin} index`, "index", () => buildIndex(origin)),
    /** /sitemaps/{name}; a name that is none of them, or a number past the last, is a 404. */
    async sitemap(origin: string, name: string): Promise<CompressedJson> {
      if (name === "pages.xml") return cache.get(`${origin} pages`, "pages", () => buildPages(origin));
      const n = Number(listingsName.exec(name)?.[1]);
      if (!n) throw notFound(unknownSitemap);
      return cache.get(`${origin} listings-${n}`, "listings", () => buildListings(origin, n));
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
