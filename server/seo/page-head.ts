import type { Request, RequestHandler } from "express";
import { isKnownPagePath, matchPublicRoute, publicRoutes, type PublicRoute } from "@shared/public-routes";
import { PG_INTEGER_MAX } from "@shared/validation/common";
import { filterOf } from "@shared/search/list-query";
import { HIGHLIGHTS_QUERY } from "@shared/search/list-page";
import { listQueryParams } from "@shared/search/list-params";
import { listPageQuery, readListSearch } from "@shared/search/read-list-search";
import { HttpError, notFound } from "../http/errors";
import { sendCompressed } from "../http/compressed-json";
import type { Services } from "../services";
import type { MapSettings } from "../config";
import { mapSettings } from "@shared/api/endpoints/site";
import type { PageCache, PageScope } from "../pages/page-cache";
import {
  blogIndexHead,
  blogPostHead,
  fixedPageHead,
  homeHead,
  listHead,
  notFoundHead,
  propertyHead,
  type PageHead,
} from "./head-tags";
import { fixedPageHeadOf } from "@shared/fixed-page-heads";
import { blogIndexFor, highlightsFor, listPageFor } from "./page-data";

export const siteOrigin = (req: Request, siteUrl?: string) =>
  (siteUrl ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

/** What the page handler needs to answer a page path (res.locals.page). */
export type PageContext = {
  /** The <head> crawlers and link previews see, with the API answers the page renders from. */
  head?: PageHead;
  /** Not a page visitors may see (unknown path, missing or hidden listing or post): 404 with the not-found page. */
  missing: boolean;
  /** The server renders the page (every public page but those the route table leaves to the browser). */
  serverRendered: boolean;
  /** Where the rendered page is kept and what it shows; absent for pages that are not kept (404s). */
  cache?: { key: string; scope: PageScope; pages: PageCache };
};

/** A listing id as visitors may see it: digits within PostgreSQL's integer range, else the page does not exist. */
function listingId(param: string | undefined): number {
  const id = /^\d+$/.test(param ?? "") ? Number(param) : 0;
  if (id < 1 || id > PG_INTEGER_MAX) throw notFound();
  return id;
}

const searchOf = (req: Request) => req.originalUrl.split("?")[1] ?? "";

/** What a rendered page of this route shows, so the writes that change it drop it. */
function scopeOf(route: PublicRoute, params: Record<string, string>, search: string): PageScope {
  switch (route.kind) {
    case "home":
      return { kind: "list", filter: filterOf(readListSearch(HIGHLIGHTS_QUERY)) };
    case "list":
      return { kind: "list", filter: filterOf(listPageQuery(search)) };
    case "property":
      return { kind: "detail", id: Number(params.id) };
    case "blog":
    case "blogPost":
      return { kind: "blog" };
    default:
      return { kind: "fixed" };
  }
}

const HTML = "text/html; charset=utf-8";

const sections = new Set(publicRoutes.map((route) => route.path.split("/")[1]));
/** The site section a path lies in ("properties" for /properties/12/fotos), or "" for none. */
const sectionOf = (path: string) => {
  const first = path.split("/")[1] ?? "";
  return sections.has(first) ? first : "";
};

/**
 * For every page path, works out the <head> crawlers and link previews see, or that the page does
 * not exist for visitors (→ 404 with the not-found page): a path outside the public route table
 * and the admin area, a listing or post that is missing or hidden. A server-rendered page that is
 * still kept is answered at once, without reading anything.
 */
export function pageHeadLookup(services: Services, siteUrl?: string, map?: MapSettings): RequestHandler {
  // Every page may offer a map (the list, a listing, the privacy page names its provider): the
  // settings travel with the page, as GET /api/map-settings answers them.
  const mapAnswer = { [mapSettings.path]: { map: map ? { styleUrl: map.styleUrl, provider: map.provider } : null } };
  const headFor = async (req: Request): Promise<PageHead | undefined> => {
    if (!isKnownPagePath(req.path)) throw notFound();
    const match = matchPublicRoute(req.path);
    const origin = siteOrigin(req, siteUrl);
    switch (match?.route.kind) {
      case "home":
        return homeHead(origin, await highlightsFor(services));
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
      case "blog":
        return blogIndexHead(origin, await blogIndexFor(services));
      case "blogPost": {
        const slug = decodeURIComponent(match.params.slug);
        return blogPostHead(origin, await services.blog.getPage(slug, false));
      }
      default: {
        const words = fixedPageHeadOf(req.path);
        return words && fixedPageHead(origin, req.path, words);
      }
    }
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = matchPublicRoute(req.path);
    // A visitor's own page (the Merkliste): nothing for a search engine to keep.
    if (match?.route.kind === "personal") res.set("X-Robots-Tag", "noindex");
    const serverRendered = match ? match.route.render !== "browser" : !isKnownPagePath(req.path);
    const cache =
      match && serverRendered
        ? {
            key: `${siteOrigin(req, siteUrl)}${req.originalUrl}`,
            scope: scopeOf(match.route, match.params, searchOf(req)),
            pages: services.pages,
          }
        : undefined;
    const kept = cache && services.pages.peek(cache.key);
    if (kept) {
      res.set("Cache-Control", "no-cache");
      await sendCompressed(req, res, kept, HTML);
      return;
    }
    const page: PageContext = { missing: false, serverRendered, cache };
    try {
      const head = await headFor(req);
      page.head = head && { ...head, preloadedData: { ...head.preloadedData, ...mapAnswer } };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) return next(error);
      page.missing = true;
      page.head = notFoundHead();
      // Every address the site has no page for gets the same page; only the header's marked section
      // differs. Rendered once per section and kept, so a crawler probing made-up addresses costs
      // no render each.
      page.cache = serverRendered
        ? {
            key: `${siteOrigin(req, siteUrl)} not-found ${sectionOf(req.path)}`,
            scope: { kind: "fixed" },
            pages: services.pages,
          }
        : undefined;
    }
    res.locals.page = page;
    next();
  };
}
