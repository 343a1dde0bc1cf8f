import express, { Router, type RequestHandler } from "express";
import type { Server } from "node:http";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

const ONE_YEAR = 31_536_000;
const clientRoot = resolve(process.cwd(), "client");
const buildRoot = resolve(process.cwd(), "dist/public");

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
    const html = await vite.transformIndexHtml(req.originalUrl, template);
    res.status(200).set({ "Content-Type": "text/html", "Cache-Control": "no-cache" }).end(html);
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
  router.get("/{*splat}", (req, res, next) => {
    if (notForSpa(req.path)) return next();
    res.set("Cache-Control", "no-cache").sendFile(resolve(root, "index.html"));
  });
  return router;
}
