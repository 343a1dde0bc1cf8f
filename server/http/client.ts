import express, { Router, type RequestHandler, type Response } from "express";
import type { Server } from "node:http";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { insertBeforeHeadEnd, renderHead, type PageHead } from "../seo/head-tags";
import { pageChunks } from "./page-chunks";

const ONE_YEAR = 31_536_000;
const clientRoot = resolve(process.cwd(), "client");
const buildRoot = resolve(process.cwd(), "dist/public");

/** index.html with the page's head (set by pageHeadLookup); 404 for a page visitors may not see. */
function sendPage(res: Response, html: string, chunks: string[] = []) {
  const head = res.locals.pageHead as PageHead | undefined;
  const preloads = chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join("");
  if (preloads) html = insertBeforeHeadEnd(html, preloads);
  res
    .status(res.locals.pageMissing ? 404 : 200)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" })
    .send(head ? renderHead(html, head) : html);
}

/** Paths the SPA fallback never answers with index.html: the API, uploads and missing build files. */
const notForSpa = (path: string) => /^\/(api|media|assets)(\/|$)/.test(path);

/** Development: Vite as middleware (with HMR on our own HTTP server), index.html transformed per request. */
export async function viteClient(httpServer: Server): Promise<RequestHandler> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: resolve(process.cwd(), "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const router = Router();
  router.use(vite.middlewares);
  router.get("/{*splat}", async (req, res, next) => {
    if (notForSpa(req.path)) return next();
    const template = await readFile(resolve(clientRoot, "index.html"), "utf8");
    sendPage(res, await vite.transformIndexHtml(req.originalUrl, template));
  });
  return router;
}

/** Production: hashed assets cached for a year, index.html always revalidated. */
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
  const chunksFor = pageChunks(root);
  router.get("/{*splat}", async (req, res, next) => {
    if (notForSpa(req.path)) return next();
    sendPage(
      res,
      await (indexHtml ??= readFile(resolve(root, "index.html"), "utf8")),
      res.locals.pageMissing ? [] : chunksFor(req.path),
    );
  });
  return router;
}
