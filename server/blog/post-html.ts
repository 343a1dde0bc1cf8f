import { createHash } from "node:crypto";
import { createByteCache } from "../cache/byte-cache";
import { renderPostHtml } from "./markdown";

type Rendered = { html: string; bytes: number };

// A post's HTML depends on its text alone: keyed by the text's hash, an entry is never outdated, only
// evicted (least recently used) beyond the bound.
const KEEP_MS = 60 * 60 * 1000;

/**
 * Posts rendered to sanitized HTML once and kept: every visitor's page and every client read of a
 * post is served the same string; a changed text is a new key, rendered at its first read.
 */
export function createPostHtml(maxBytes: number) {
  const cache = createByteCache<Rendered, undefined>({ maxBytes, ttlMs: KEEP_MS, maxConcurrentLoads: 1 });
  return async (content: string): Promise<string> => {
    const key = createHash("sha1").update(content).digest("base64url");
    const rendered = await cache.get(key, undefined, async () => {
      const html = renderPostHtml(content);
      return { html, bytes: 2 * html.length };
    });
    return rendered.html;
  };
}

export type PostHtml = ReturnType<typeof createPostHtml>;
