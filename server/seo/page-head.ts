import type { Request, RequestHandler } from "express";
import { isKnownPagePath, matchPublicRoute } from "@shared/public-routes";
import { PG_INTEGER_MAX } from "@shared/validation/common";
import { HttpError, notFound } from "../http/errors";
import type { Services } from "../services";
import { blogPostHead, homeHead, propertyHead, type PageHead } from "./head-tags";

export const siteOrigin = (req: Request, siteUrl?: string) =>
  (siteUrl ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

/** A listing id as visitors may see it: digits within PostgreSQL's integer range, else the page does not exist. */
function listingId(param: string | undefined): number {
  const id = /^\d+$/.test(param ?? "") ? Number(param) : 0;
  if (id < 1 || id > PG_INTEGER_MAX) throw notFound();
  return id;
}

/**
 * For every page path, works out the <head> crawlers and link previews see (res.locals.pageHead)
 * or that the page does not exist for visitors (res.locals.pageMissing → 404 with the SPA's
 * not-found page): a path outside the public route table and the admin area, a listing or post
 * that is missing or hidden.
 */
export function pageHeadLookup(services: Services, siteUrl?: string): RequestHandler {
  const headFor = async (req: Request): Promise<PageHead | undefined> => {
    if (!isKnownPagePath(req.path)) throw notFound();
    const match = matchPublicRoute(req.path);
    const origin = siteOrigin(req, siteUrl);
    switch (match?.route.kind) {
      case "home":
        return homeHead(origin);
      case "property":
        return propertyHead(origin, await services.properties.getForVisitor(listingId(match.params.id)));
      case "application":
        await services.properties.getForVisitor(listingId(match.params.id));
        return undefined;
      case "blogPost":
        return blogPostHead(origin, await services.blog.getBySlug(decodeURIComponent(match.params.slug), false));
      default:
        return undefined;
    }
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      res.locals.pageHead = await headFor(req);
      // A visitor's own page (the Merkliste): nothing for a search engine to keep.
      if (matchPublicRoute(req.path)?.route.kind === "personal") res.set("X-Robots-Tag", "noindex");
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) return next(error);
      res.locals.pageMissing = true;
    }
    next();
  };
}
