import type { RequestHandler } from "express";
import { isAdmin } from "./guards";

/** API reads (paths under /api) whose answer is the same for every visitor who is not signed in. */
const publicReads = [
  /^\/properties\/?$/,
  /^\/properties\/\d+\/?$/,
  /^\/properties\/\d+\/(similar|expose\.pdf)\/?$/,
  /^\/blog\/?$/,
  /^\/blog\/slug\/[^/]+\/?$/,
];

const isPublicRead = (method: string, path: string) =>
  (method === "GET" || method === "HEAD") && publicReads.some((pattern) => pattern.test(path));

/**
 * The one place that says which API answers may be kept, by route class, set before any handler:
 * - a public read for a visitor: `no-cache` (kept and revalidated by its ETag);
 * - everything else — admin reads and writes, an admin's view of a public read (hidden listings,
 *   drafts), sign-in status, form submissions, errors: `private, no-store`.
 * Every answer varies by Cookie: the same address answers a signed-in admin differently.
 */
export const apiCachePolicy: RequestHandler = (req, res, next) => {
  res.vary("Cookie");
  const shareable = isPublicRead(req.method, req.path) && !isAdmin(req);
  res.set("Cache-Control", shareable ? "no-cache" : "private, no-store");
  next();
};
