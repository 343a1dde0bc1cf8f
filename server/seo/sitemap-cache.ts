import { createByteCache } from "../cache/byte-cache";
import type { CompressedJson } from "../http/compressed-json";
import { touchedByChanges, type PropertyChange, type PropertyScope } from "../properties/property-cache";

/** What a cached sitemap shows: the index names both kinds, `pages` the posts, `listings` the listings. */
export type SitemapScope = "index" | "pages" | "listings";

// The listing sitemaps show what the unfiltered visitors' list shows.
const everyVisibleListing: PropertyScope = { kind: "list", filter: { isHighlight: undefined } };

/**
 * The built sitemaps, compressed once, kept like the rendered pages (server/pages/page-cache.ts):
 * bounded in bytes and dropped at once by a write that changes them, in this process or, told
 * through the change feed (server/cache/change-feed.ts), in another on the same database.
 */
export function createSitemapCache(maxBytes: number, ttlMs = 60_000) {
  const cache = createByteCache<CompressedJson, SitemapScope>({ maxBytes, ttlMs });
  return {
    /** The cached sitemap for `key`, or the one build of it (started now or already running). */
    get: (key: string, scope: SitemapScope, build: () => Promise<CompressedJson>) => cache.get(key, scope, build),
    /**
     * A listing a visitor could see before or after the write: its sitemap and the index change
     * (a listing that appears or goes also moves the listings after it into other sitemaps).
     */
    propertiesChanged(changes: PropertyChange[]) {
      if (touchedByChanges(changes)(everyVisibleListing)) cache.invalidate((scope) => scope !== "pages");
    },
    /** Another instance changed listings: the listings' sitemaps and the index go. */
    propertiesChangedElsewhere() {
      cache.invalidate((scope) => scope !== "pages");
    },
    blogChanged() {
      cache.invalidate((scope) => scope !== "listings");
    },
    stats: cache.stats,
  };
}

export type SitemapCache = ReturnType<typeof createSitemapCache>;
