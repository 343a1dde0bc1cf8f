import type { Request, RequestHandler } from "express";
import { HttpError } from "../http/errors";
import type { Services } from "../services";
import { blogPostHead, homeHead, propertyHead, type PageHead } from "./head-tags";

const MAX_ID = 2_147_483_647;

export const siteOrigin = (req: Request, siteUrl?: string) =>
  (siteUrl ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

/**
 * For the pages crawlers and link previews care about, works out the <head> (res.locals.pageHead)
 * or that the page does not exist for visitors (res.locals.pageMissing → 404, no tags).
 */
export function pageHeadLookup(services: Services, siteUrl?: string): RequestHandler {
  const headFor = async (req: Request): Promise<PageHead | undefined> => {
    const origin = siteOrigin(req, siteUrl);
    if (req.path === "/") return homeHead(origin);
    const property = /^\/properties\/(\d+)\/?$/.exec(req.path);
    if (property) {
      const id = Number(property[1]);
      if (id < 1 || id > MAX_ID) throw new HttpError(404, "");
      return propertyHead(origin, await services.properties.get(id, false));
    }
    const post = /^\/blog\/([^/]+)\/?$/.exec(req.path);
    if (post) return blogPostHead(origin, await services.blog.getBySlug(decodeURIComponent(post[1]), false));
    return undefined;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      res.locals.pageHead = await headFor(req);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) return next(error);
      res.locals.pageMissing = true;
    }
    next();
  };
}
