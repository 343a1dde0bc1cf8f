import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";

/** A page for the server's renderer (client/src/app/entry-server.tsx). */
export type PageRequest = {
  path: string;
  search: string;
  /** API answers by URL that the page renders from. */
  preloaded: Record<string, unknown>;
  missing: boolean;
  onError: (error: unknown) => void;
};

type RenderedPage = { pipe: (destination: Writable) => void };
/** The module `vite build --ssr` makes of client/src/app/entry-server.tsx. */
export type RendererModule = { renderPage: (page: PageRequest) => Promise<RenderedPage> };

/** Renders a page to its markup: React's stream, collected. */
export type PageRenderer = (page: PageRequest) => Promise<string>;

export function pageRenderer(load: () => Promise<RendererModule>): PageRenderer {
  return async (page) => {
    const rendered = await (await load()).renderPage(page);
    return new Promise<string>((done, fail) => {
      const parts: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, next) {
          parts.push(Buffer.from(chunk));
          next();
        },
        final(next) {
          done(Buffer.concat(parts).toString("utf8"));
          next();
        },
      });
      sink.on("error", fail);
      rendered.pipe(sink);
    });
  };
}

/** The built renderer beside a built client (dist/ssr beside dist/public), when there is one. */
export function builtRenderer(clientRoot: string): PageRenderer | undefined {
  const file = resolve(clientRoot, "../ssr/entry-server.js");
  if (!existsSync(file)) return undefined;
  let module: Promise<RendererModule> | undefined;
  return pageRenderer(() => (module ??= import(pathToFileURL(file).href) as Promise<RendererModule>));
}
