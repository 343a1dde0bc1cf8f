import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { Server } from "node:http";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { PageContext } from "../seo/page-head";
import { pageDocument } from "../pages/document";
import { builtRenderer, pageRenderer, type PageRenderer, type RendererModule } from "../pages/renderer";
import { compressText, sendCompressed } from "./compressed-json";
import { pageChunks } from "./page-chunks";

const ONE_YEAR = 31_536_000;
const HTML = "text/html; charset=utf-8";
const clientRoot = resolve(process.cwd(), "client");
const buildRoot = resolve(process.cwd(), "dist/public");

/** Where a page's document comes from. */
type PageSource = {
  template: (req: Request) => Promise<string>;
  /** The page's own chunks, announced as modulepreload. */
  chunksFor: (path: string) => string[];
  /** The server's renderer; without one (a client build without dist/ssr) pages are sent with their head only. */
  renderer?: PageRenderer;
  /** Keep rendered pages (production); development renders every request, so edits show at once. */
  keep: boolean;
};

const searchOf = (req: Request) => req.originalUrl.split("?")[1] ?? "";

/** Paths the page handler never answers: the API, uploads and missing build files. */
const notForSpa = (path: string) => /^\/(api|media|assets)(\/|$)/.test(path);

/**
 * Answers a page path (pageHeadLookup has set res.locals.page): the public pages rendered by React
 * on the server, hydrated by the browser, and kept like the visitors' list answers; the admin area
 * and the pages the route table leaves to the browser as index.html with their head; a path the site
 * has no page for with the not-found page and 404. A page that fails to render is sent as
 * index.html with its head, which the browser renders itself.
 */
function pageHandler(source: PageSource): RequestHandler {
  const rendered = async (req: Request, page: PageContext, template: string, chunks: string[]) => {
    const { renderer } = source;
    if (!renderer || !page.serverRendered) return pageDocument(template, page.head, chunks, undefined);
    try {
      const html = await renderer({
        path: req.path,
        search: searchOf(req),
        preloaded: { ...page.head?.preloadedData, ...page.head?.renderData },
        missing: page.missing,
        onError: (error) => req.log?.error({ err: error }, "rendering a page on the server reported an error"),
      });
      return pageDocument(template, page.head, chunks, { html, hydrate: !page.missing });
    } catch (error) {
      req.log?.error({ err: error }, "rendering a page on the server failed; the browser renders it");
      return pageDocument(template, page.head, chunks, undefined);
    }
  };

  return async (req: Request, res: Response, next) => {
    if (notForSpa(req.path)) return next();
    const page: PageContext = res.locals.page ?? { missing: false, serverRendered: true };
    const template = await source.template(req);
    const chunks = page.missing ? [] : source.chunksFor(req.path);
    res.set("Cache-Control", "no-cache");
    if (source.keep && source.renderer && page.cache) {
      const { pages, key, scope } = page.cache;
      const kept = await pages.get(key, scope, async () => compressText(await rendered(req, page, template, chunks)));
      res.status(page.missing ? 404 : 200);
      await sendCompressed(req, res, kept, HTML);
      return;
    }
    res
      .status(page.missing ? 404 : 200)
      .type(HTML)
      .send(await rendered(req, page, template, chunks));
  };
}

/** Development: Vite as middleware (with HMR on our own HTTP server); index.html and the renderer loaded per request. */
export async function viteClient(httpServer: Server): Promise<RequestHandler> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: resolve(process.cwd(), "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const router = Router();
  router.use(vite.middlewares);
  router.use(
    pageHandler({
      template: async (req) =>
        vite.transformIndexHtml(req.originalUrl, await readFile(resolve(clientRoot, "index.html"), "utf8")),
      chunksFor: () => [],
      renderer: pageRenderer(() => vite.ssrLoadModule("/src/app/entry-server.tsx") as Promise<RendererModule>),
      keep: false,
    }),
  );
  return router;
}

/** Production: hashed assets cached for a year, pages always revalidated (ETag). */
export function staticClient(root = buildRoot): RequestHandler {
  const router = Router();
  router.use(
    express.static(root, {
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${"/assets/"}`);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${ONE_YEAR}, immutable` : "no-cache");
      },
    }),
  );
  let indexHtml: Promise<string> | undefined;
  router.get(
    "/{*splat}",
    pageHandler({
      template: () => (indexHtml ??= readFile(resolve(root, "index.html"), "utf8")),
      chunksFor: pageChunks(root),
      renderer: builtRenderer(root),
      keep: true,
    }),
  );
  return router;
}
