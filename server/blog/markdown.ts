import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Element, ElementContent, Root, RootContent } from "hast";
import { remarkSimpleMarkup } from "./simple-markup";

/**
 * The blog's simple markup: headings 1–6, bold, italic, links, dash bullet lists, paragraphs.
 * Everything else is unwrapped to its text. The sanitizer is the last word on what reaches a page:
 * only these elements, only `href` (http, https, mailto, tel or a path on this site), no other
 * attribute, so no script, no event handler, no javascript: or data: link can come through.
 */
const schema: SanitizeSchema = {
  tagNames: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "em", "a", "ul", "li"],
  attributes: { a: ["href"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  strip: ["script", "style"],
  clobberPrefix: "",
  ancestors: { li: ["ul"] },
};

const newTabNote: ElementContent = {
  type: "element",
  tagName: "span",
  properties: { className: ["sr-only"] },
  children: [{ type: "text", value: " (öffnet in neuem Tab)" }],
};

/** After sanitizing: links open in a new tab without opener or referrer; a link left without a safe href keeps its words. */
function rehypeBlogLinks() {
  const visit = (node: Root | RootContent) => {
    if (!("children" in node)) return;
    node.children.forEach(visit);
    if (node.type === "element" && node.tagName === "a") fixLink(node);
  };
  return visit;
}

function fixLink(link: Element) {
  if (typeof link.properties.href !== "string" || link.properties.href === "") {
    link.tagName = "span";
    link.properties = {};
    return;
  }
  link.properties = { href: link.properties.href, target: "_blank", rel: ["noopener", "noreferrer"] };
  link.children.push(structuredClone(newTabNote));
}

const processor = unified()
  .use(remarkParse)
  .use(remarkSimpleMarkup)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeBlogLinks)
  .use(rehypeStringify, { characterReferences: { useNamedReferences: true } })
  .freeze();

/** A post's content as the sanitized HTML visitors see. */
export function renderPostHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
