// The one escaper for text put into HTML or XML, on the server (page heads, blog, mails,
// sitemaps) and in the browser (the application's print view).

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const markup = /[&<>"]/g;
const markupAndApostrophe = /[&<>"']/g;

/**
 * `text` safe as element text and inside a double-quoted attribute, in HTML and in XML.
 * `apostrophe` also writes ' as &#39;: only the mails and the print view did, and their stored and
 * tested bytes stay as they were; page heads keep ' as it is (server/hostile/ssr-head.test.ts).
 */
export function escapeMarkup(text: string, { apostrophe = false } = {}): string {
  return text.replace(apostrophe ? markupAndApostrophe : markup, (c) => entities[c] as string);
}
