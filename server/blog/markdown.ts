import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeMarkup } from "@shared/escape-markup";

// The blog's simple markup: headings 1–6, bold, italic, links, dash bullet lists, paragraphs.
// marked (CommonMark, no GitHub extensions) reads the text in linear time, so even a text of
// 100,000 characters renders in milliseconds; its renderer reduces everything else to text:
// ordered lists become numbered paragraphs (no <ol>, no <li> outside a <ul>), code becomes a
// paragraph, a quote its paragraphs, a hard line break a line break in the text, images and rules
// are left out, and raw HTML is shown as the text the editor typed. sanitize-html then has the last
// word on what reaches a page: only these elements, only href/target/rel/class, only http(s),
// mailto and tel links (or a path), so no script, no event handler, no javascript: or data: link.

/** A link a visitor may follow: the web, mail, phone, or a path on this site. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const NEW_TAB_NOTE = '<span class="sr-only"> (öffnet in neuem Tab)</span>';

const marked = new Marked({
  gfm: false,
  async: false,
  renderer: {
    html: ({ text, block }: Tokens.HTML | (Tokens.Tag & { block?: boolean })) =>
      block ? `<p>${escapeMarkup(text.trim())}</p>\n` : escapeMarkup(text),
    code: ({ text }: Tokens.Code) => `<p>${escapeMarkup(text)}</p>\n`,
    codespan: ({ text }: Tokens.Codespan) => text,
    blockquote({ tokens }: Tokens.Blockquote) {
      return this.parser.parse(tokens);
    },
    hr: () => "",
    image: () => "",
    br: () => "\n",
    list(list: Tokens.List) {
      if (!list.ordered)
        return `<ul>\n${list.items.map((item) => `<li>${this.parser.parse(item.tokens)}</li>\n`).join("")}</ul>\n`;
      const start = typeof list.start === "number" ? list.start : 1;
      return list.items
        .map((item, index) => {
          const [first, ...rest] = item.tokens;
          const number = `${start + index}. `;
          const lead =
            first?.type === "text" || first?.type === "paragraph"
              ? `<p>${number}${this.parser.parseInline((first as Tokens.Text).tokens ?? [first])}</p>\n`
              : `<p>${number}</p>\n${first ? this.parser.parse([first]) : ""}`;
          return lead + this.parser.parse(rest);
        })
        .join("");
    },
    link({ href, tokens }: Tokens.Link) {
      const words = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return `<span>${words}</span>`;
      return `<a href="${escapeMarkup(href)}" target="_blank" rel="noopener noreferrer">${words}${NEW_TAB_NOTE}</a>`;
    },
  },
});

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "em", "a", "ul", "li", "span"],
  allowedAttributes: { a: ["href", "target", "rel"], span: ["class"] },
  allowedClasses: { span: ["sr-only"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  // A paragraph that only held an image (or nothing) is left out.
  exclusiveFilter: (frame) => frame.tag === "p" && frame.text.trim() === "",
};

/** A post's content as the sanitized HTML visitors see. */
export function renderPostHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, sanitizeOptions).trim();
}
