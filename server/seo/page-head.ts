import type { Request, RequestHandler } from "express";
import { isKnownPagePath, matchPublicRoute } from "@shared/public-routes";
import { PG_INTEGER_MAX } from "@shared/validation/common";
import { HttpError, notFound } from "../http/errors";
import type { Services } from "../services";
import { blogPostHead, homeHead, listHead, propertyHead, type ListPage, type PageHead } from "./head-tags";
import { gunzipSync } from "node:zlib";
import { listPageApiPath, listQueryParams } from "@shared/search/list-params";
import { listPageQuery } from "@shared/search/read-list-search";

export const siteOrigin = (req: Request, siteUrl?: string) =>
  (siteUrl ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

/** A listing id as visitors may see it: digits within PostgreSQL's integer range, else the page does not exist. */
function listingId(param: string | undefined): number {
  const id = /^\d+$/.test(param ?? "") ? Number(param) : 0;
  if (id < 1 || id > PG_INTEGER_MAX) throw notFound();
  return id;
}

const searchOf = (req: Request) => req.originalUrl.split("?")[1] ?? "";

/**
 * The page of the search the list page's URL names, as the API answers it to visitors (from the
 * same cache). Without it the page still works (it asks the API), so a failure only loses the head start.
 */
async function listPageFor(services: Services, search: string) {
  const query = listPageQuery(search);
  try {
    const cached = await services.propertyLists.list(query, { page: () => services.properties.pageVisible(query) });
    const answer: ListPage = { items: JSON.parse(gunzipSync(cached.gzip).toString("utf8")), total: cached.total };
    return { apiPath: listPageApiPath(query), answer };
  } catch {
    return undefined;
  }
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
      case "list": {
        const search = searchOf(req);
        const { pageSize: _fixed, ...shown } = listPageQuery(search);
        return listHead(origin, listQueryParams(shown).toString(), await listPageFor(services, search));
      }
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
