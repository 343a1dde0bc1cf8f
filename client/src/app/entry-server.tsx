// The server's renderer of public pages (built by `vite build --ssr`, loaded by server/pages/):
// the same components as the browser's, the page's data from the answers the server embeds in
// the document, so the browser's first render finds exactly this markup and hydrates it.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { Router } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { readPreloadedFrom } from "@/lib/preloaded-data";
import { App } from "./app";
import { preloadPublicPage } from "./public-pages";

/** A page to render: its path and query string, the API answers embedded in it, whether it exists. */
export type PageRequest = {
  path: string;
  search: string;
  preloaded: Record<string, unknown>;
  /** A path the site has no page for (or a listing or post visitors may not see): the not-found page. */
  missing: boolean;
  onError: (error: unknown) => void;
};

/** A page rendered to the end, ready to be written out. */
export type RenderedPage = { pipe: (destination: Writable) => void };

const RENDER_TIMEOUT_MS = 10_000;

// The answers of the page being rendered: every request renders with its own copy.
const pageAnswers = new AsyncLocalStorage<Record<string, unknown>>();
readPreloadedFrom(() => pageAnswers.getStore());

/**
 * Renders the page with React's streaming renderer and resolves when all of it is ready: written
 * in document order, so the page needs no inline script (the CSP allows none) to put parts in place.
 */
export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  if (!page.missing) await preloadPublicPage(page.path);
  return pageAnswers.run(
    { ...page.preloaded },
    () =>
      new Promise<RenderedPage>((resolve, reject) => {
        const stream = renderToPipeableStream(
          <Router ssrPath={page.path} ssrSearch={page.search}>
            <App client={createQueryClient()} pageMissing={page.missing} />
          </Router>,
          {
            // Every boundary written in place: React outlines large ones (to stream them later, put in
            // place by inline scripts), which a page written at once does not need.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady: () => {
              clearTimeout(timeout);
              resolve(stream);
            },
            onShellError: (error) => {
              clearTimeout(timeout);
              reject(error);
            },
            onError: page.onError,
          },
        );
        const timeout = setTimeout(
          () => stream.abort(new Error("Rendern der Seite dauerte zu lange")),
          RENDER_TIMEOUT_MS,
        );
      }),
  );
}
