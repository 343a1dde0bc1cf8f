import { describe, expect, it } from "vitest";
import { renderPostHtml as render } from "./markdown";

describe("renderPostHtml", () => {
  it("renders headings of all six levels", () => {
    const html = render("# Eins\n\n## Zwei\n\n### Drei\n\n#### Vier\n\n##### Fünf\n\n###### Sechs");
    for (const [level, text] of [
      [1, "Eins"],
      [2, "Zwei"],
      [3, "Drei"],
      [4, "Vier"],
      [5, "Fünf"],
      [6, "Sechs"],
    ] as const) {
      expect(html).toContain(`<h${level}>${text}</h${level}>`);
    }
  });

  it("renders bold, italic, paragraphs and dash bullet lists", () => {
    const html = render("Ein **fetter** und ein *kursiver* Text.\n\n- erstens\n- zweitens");
    expect(html).toContain("<p>Ein <strong>fetter</strong> und ein <em>kursiver</em> Text.</p>");
    expect(html).toMatch(/<ul>\s*<li>erstens<\/li>\s*<li>zweitens<\/li>\s*<\/ul>/);
  });

  it("opens links in a new tab without opener or referrer, and says so to screen readers", () => {
    const html = render("Siehe [Bezirksamt](https://www.berlin.de/ba-mitte/).");
    expect(html).toContain(
      '<a href="https://www.berlin.de/ba-mitte/" target="_blank" rel="noopener noreferrer">Bezirksamt<span class="sr-only"> (öffnet in neuem Tab)</span></a>',
    );
  });

  it("shows raw HTML as text and never as an element", () => {
    const html = render(
      "Vorher\n\n<script>window.__pwned = true</script>\n\nText mit <b>Tag</b> und <img src=x onerror=alert(1)>",
    );
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain("&lt;script&gt;window.__pwned = true&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;Tag&lt;/b&gt;");
  });

  it("drops javascript: and data: links but keeps their words", () => {
    const html = render(
      "[x](javascript:alert(1)) und [y](data:text/html;base64,PHNjcmlwdD4=) und [z](JAVASCRIPT:alert(2))",
    );
    expect(html).not.toMatch(/javascript:|data:|<a[\s>]/i);
    expect(html).toBe("<p><span>x</span> und <span>y</span> und <span>z</span></p>");
  });

  it("allows nothing beyond the simple markup", () => {
    const html = render(
      "![Bild](https://example.com/a.jpg)\n\n> Zitat\n\n`code`\n\n---\n\n1. eins\n2. zwei\n\n    eingerückt",
    );
    for (const tag of ["img", "blockquote", "code", "pre", "hr", "ol"]) expect(html).not.toContain(`<${tag}`);
    expect(html).toContain("<p>Zitat</p>");
    expect(html).toContain("<p>code</p>");
    expect(html).toMatch(/<p>1\. eins<\/p>\s*<p>2\. zwei<\/p>/);
    expect(html).not.toMatch(/<li/); // no list item outside a <ul>
    expect(html).toMatch(/<p>\s*eingerückt<\/p>/);
    expect(html).not.toContain("<p></p>");
  });

  it("keeps words apart at a hard line break", () => {
    expect(render("Zeile eins  \nZeile zwei")).toBe("<p>Zeile eins\nZeile zwei</p>");
  });
});
