import { insertBeforeHeadEnd, renderHead, type PageHead } from "../seo/head-tags";

// index.html marks the app's container: <div id="root"><!--app-->static shell<!--/app--></div>.
const APP_START = '<div id="root"><!--app-->';
const APP_END = "<!--/app--></div>";

/** How the container of the app is filled: the server's markup to hydrate, markup the browser replaces, or the static shell. */
export type AppMarkup = { html: string; hydrate: boolean } | undefined;

function fillRoot(template: string, app: AppMarkup): string {
  const start = template.indexOf(APP_START);
  const end = template.indexOf(APP_END, start);
  if (start < 0 || end < 0) return template;
  const shell = template.slice(start + APP_START.length, end);
  const root = app
    ? `<div id="root"${app.hydrate ? ' data-ssr=""' : ""}>${app.html}</div>`
    : `<div id="root">${shell}</div>`;
  return template.slice(0, start) + root + template.slice(end + APP_END.length);
}

/**
 * The document of a page: index.html with the page's head, modulepreload links for its chunks and,
 * for a server-rendered page, the app's markup in its container (the static shell otherwise).
 */
export function pageDocument(template: string, head: PageHead | undefined, chunks: string[], app: AppMarkup): string {
  let html = template;
  const preloads = chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join("");
  if (preloads) html = insertBeforeHeadEnd(html, preloads);
  if (head) html = renderHead(html, head);
  return fillRoot(html, app);
}
