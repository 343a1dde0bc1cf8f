import { insertBeforeHeadEnd, renderHead, type PageHead } from "../seo/head-tags";

// index.html marks the app's container: <div id="root"><!--app-->static shell<!--/app--></div>.
const APP_ROOT = /<div id="root">\s*<!--app-->([\s\S]*?)<!--\/app-->\s*<\/div>/;

/** How the container of the app is filled: the server's markup to hydrate, markup the browser replaces, or the static shell. */
export type AppMarkup = { html: string; hydrate: boolean } | undefined;

function fillRoot(template: string, app: AppMarkup): string {
  // A replacer function, never a replacement string: "$&" in the page's text must stay as it is.
  return template.replace(APP_ROOT, (_root, shell: string) =>
    app
      ? `<div id="root"${app.hydrate ? ' data-ssr=""' : ""}>${app.html}</div>`
      : `<div id="root">${shell.trim()}</div>`,
  );
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
