import { createByteCache } from "../cache/byte-cache";
import type { CompressedJson } from "../http/compressed-json";
import { touchedByChanges, type PropertyChange, type PropertyScope } from "../properties/property-cache";

/**
 * What a rendered page shows, for invalidation: a listing or a list (the same scopes as the
 * visitors' list cache), the blog, or nothing that changes (static pages: they only expire).
 */
export type PageScope = PropertyScope | { kind: "blog" } | { kind: "fixed" };

/** A server-rendered document, compressed once, with its ETag. */
export type CachedPage = CompressedJson;

/**
 * The rendered HTML of public pages, kept like the visitors' list answers (server/properties/property-cache.ts):
 * bounded in bytes, a few seconds to live for writes by another process, and dropped at once by a
 * write that can have changed it: a listing's write drops its page and the list pages (and the
 * home page's highlights) whose filter the row matched before or matches after; a post's write
 * drops the blog's pages.
 */
export function createPageCache(maxBytes: number, ttlMs = 5000) {
  const cache = createByteCache<CachedPage, PageScope>({ maxBytes, ttlMs, staleWhileReloadMs: 2 * ttlMs });
  return {
    /** The cached page for `key`, or the one render of it (started now or already running). */
    get: (key: string, scope: PageScope, render: () => Promise<CachedPage>) => cache.get(key, scope, render),
    /** The cached page while it is current; never renders. */
    peek: (key: string) => cache.peek(key),
    propertiesChanged(changes: PropertyChange[]) {
      const touched = touchedByChanges(changes);
      cache.invalidate((scope) => (scope.kind === "list" || scope.kind === "detail") && touched(scope));
    },
    /** Another instance changed these listings: their pages and every list page go. */
    propertiesChangedElsewhere(ids: number[] | "all") {
      cache.invalidate(
        (scope) => scope.kind === "list" || (scope.kind === "detail" && (ids === "all" || ids.includes(scope.id))),
      );
    },
    blogChanged() {
      cache.invalidate((scope) => scope.kind === "blog");
    },
    stats: cache.stats,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
