import { describe, expect, it } from "vitest";
import { pageDocument } from "./document";

const template = `<!doctype html><html lang="de"><head><title>Spreehaus</title></head><body>
    <div id="root">
      <!--app-->
      <div data-static-shell>Logo</div>
      <!--/app--></div>
    <script type="module" src="/assets/index.js"></script></body></html>`;

describe("the document of a page", () => {
  it("puts the server's markup into the app's container, marked for hydration", () => {
    const html = pageDocument(template, undefined, [], { html: "<main>Seite $& $' $`</main>", hydrate: true });
    expect(html).toContain(`<div id="root" data-ssr=""><main>Seite $& $' $\`</main></div>`);
    expect(html).not.toContain("data-static-shell");
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("marks the not-found page's markup as one the browser renders again", () => {
    expect(pageDocument(template, undefined, [], { html: "<p>404</p>", hydrate: false })).toContain(
      '<div id="root"><p>404</p></div>',
    );
  });

  it("keeps the static shell for a page the browser renders, and announces the page's chunks", () => {
    const html = pageDocument(template, undefined, ["/assets/admin.js"], undefined);
    expect(html).toContain('<div id="root"><div data-static-shell>Logo</div></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/admin.js" /></head>');
  });

  it("asks for the page's largest image before its scripts and stylesheet", () => {
    const head = `<head><title>x</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>`;
    const html = pageDocument(
      template.replace(/<head>.*<\/head>/, head),
      {
        title: "Wohnung",
        description: "d",
        canonical: "https://example.de/properties/1",
        ogType: "website",
        jsonLd: {},
        preloadImage: { src: "/placeholders/property-1.svg", sizes: "100vw" },
      },
      ["/assets/detail.js"],
      undefined,
    );
    const image = html.indexOf('<link rel="preload" as="image" href="/placeholders/property-1.svg"');
    expect(image).toBeGreaterThan(0);
    expect(image).toBeLessThan(html.indexOf("<script"));
    expect(image).toBeLessThan(html.indexOf("modulepreload"));
  });
});
