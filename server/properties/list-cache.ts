import { createHash } from "node:crypto";

// The body is kept as UTF-8 bytes: a 440 KiB list is then sent without being encoded per request.
export type CachedList = { body: Buffer; etag: string };

/**
 * Serialized public property answers (lists keyed by filter, single properties by id). Every write to properties clears it (the repo
 * calls invalidate()), and entries expire after a few seconds so that several app instances on one
 * database never serve a stale list for long.
 */
export function createListCache(ttlMs = 5000, maxEntries = 200) {
  let entries = new Map<string, CachedList & { at: number }>();
  return {
    get(key: string): CachedList | undefined {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at > ttlMs) return undefined;
      return entry;
    },
    set(key: string, value: unknown): CachedList {
      const body = Buffer.from(JSON.stringify(value));
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      if (entries.size >= maxEntries) entries = new Map();
      const entry = { body, etag, at: Date.now() };
      entries.set(key, entry);
      return entry;
    },
    invalidate() {
      entries = new Map();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
