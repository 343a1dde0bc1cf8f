import { beforeAll, describe, expect, it } from "vitest";
import { pageTitle } from "@shared/site-config";
import { listingDescription } from "@shared/listing/summary";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { validPost, validProperty } from "../test/factories";

// Rule: text an editor typed reaches the server-rendered page as text, never as code. "$&", "$`"
// and "$'" must not act as replacement patterns, "</script>" must not close a script, and a long
// text makes a page about as long as the text, not a multiple of the page.
const ctx = useHostileApp();

const PATTERNS = "Altbau $` vorne $' hinten $& ganz $$ und $1 </script><script>alert(1)</script>";
const TITLE = `Wohnung ${PATTERNS}`.slice(0, 200);
const DESCRIPTION = `Beschreibung ${PATTERNS} mit Balkon und Dielen.`;
const HUNDRED_KB = 100_000;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const longText = (length: number) =>
  `${DESCRIPTION} ${"Lorem ipsum $& dolor $' sit $` amet. ".repeat(length / 30)}`.slice(0, length);

const scriptJson = (html: string, attributes: string) => {
  const open = `<script ${attributes}>`;
  const start = html.indexOf(open);
  expect(start, open).toBeGreaterThan(0);
  return JSON.parse(html.slice(start + open.length, html.indexOf("</script>", start)));
};

/** One document, every head tag once; the user's script tag only ever escaped. */
function expectOneIntactPage(html: string) {
  for (const tag of ["<html", "</html>", "<head>", "</head>", "<body>", "<title>", '<meta name="description"'])
    expect(count(html, tag), tag).toBe(1);
  expect(html).not.toContain("<script>alert(1)");
  expect(count(html, '<script type="application/ld+json">')).toBe(1);
}

async function fetchPage(path: string) {
  return withoutBlockingOthers(ctx, async () => {
    const res = await fetch(`${ctx.baseUrl}${path}`);
    return { status: res.status, html: await res.text() };
  });
}

describe("hostile text in server-rendered heads", () => {
  let emptyPageBytes: number;
  beforeAll(async () => {
    emptyPageBytes = (await fetch(`${ctx.baseUrl}/`).then((res) => res.text())).length;
  });

  it("a listing's title and description with $-patterns and </script> appear once, escaped", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ title: TITLE, description: DESCRIPTION }))
      .expect(201);

    const { status, html } = await fetchPage(`/properties/${created.body.id}`);
    expect(status).toBe(200);
    expectOneIntactPage(html);
    expect(count(html, `<title>${escapeHtml(pageTitle(TITLE))}</title>`)).toBe(1);
    // <title>, og:title and twitter:title carry it; JSON keeps "&" unescaped, so it is not counted there.
    expect(count(html, escapeHtml(pageTitle(TITLE)))).toBe(3);
    // The description leads with the key facts, then the editor's text, escaped, in all three tags.
    expect(count(html, `content="${escapeHtml(listingDescription(created.body))}"`)).toBe(3);
    expect(listingDescription(created.body)).toContain(DESCRIPTION.slice(0, 40));
    expect(scriptJson(html, 'type="application/ld+json"').name).toBe(TITLE);
    expect(scriptJson(html, 'type="application/json" id="preloaded-data"')).toEqual({
      [`/api/properties/${created.body.id}`]: expect.objectContaining({ title: TITLE, description: DESCRIPTION }),
      // Every page carries the map settings (none configured here).
      "/api/map-settings": { map: null },
    });
  });

  it("a blog post's title and text with $-patterns and </script> appear once, escaped", async () => {
    const admin = await ctx.admin();
    const post = validPost({ title: TITLE, content: `## ${PATTERNS}\n\n${DESCRIPTION}` });
    await admin.post("/api/blog").send(post).expect(201);

    const { status, html } = await fetchPage(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expectOneIntactPage(html);
    expect(count(html, `<title>${escapeHtml(pageTitle(TITLE))}</title>`)).toBe(1);
    expect(count(html, escapeHtml(pageTitle(TITLE)))).toBe(3);
    expect(scriptJson(html, 'type="application/ld+json"').headline).toBe(TITLE);
    const preloaded = scriptJson(html, 'type="application/json" id="preloaded-data"');
    expect(preloaded[`/api/blog/slug/${post.slug}`].content).toBe(post.content);
  });

  it("a 100 KB blog post makes a page of about its size, not a multiple of the page", async () => {
    const admin = await ctx.admin();
    const post = validPost({ title: TITLE, content: longText(HUNDRED_KB) });
    await admin.post("/api/blog").send(post).expect(201);

    const { status, html } = await fetchPage(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expectOneIntactPage(html);
    // The text is embedded once (the preloaded answer); the description is a short excerpt.
    expect(html.length).toBeLessThan(emptyPageBytes + 1.2 * HUNDRED_KB + 5_000);
    expect(scriptJson(html, 'type="application/json" id="preloaded-data"')[`/api/blog/slug/${post.slug}`].content).toBe(
      post.content,
    );
  });

  it("a listing with 100 KB of text in the database makes a page of about twice its size", async () => {
    // The form allows 20,000 characters; older or imported rows may hold more, so it is written directly.
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ title: TITLE, description: longText(20_000) }))
      .expect(201);
    const description = longText(HUNDRED_KB);
    await ctx.database.pool.query("update properties set description = $1 where id = $2", [
      description,
      created.body.id,
    ]);

    const { status, html } = await fetchPage(`/properties/${created.body.id}`);
    expect(status).toBe(200);
    expectOneIntactPage(html);
    // JSON-LD and the preloaded answer each carry the description once.
    expect(html.length).toBeLessThan(emptyPageBytes + 2.4 * HUNDRED_KB + 5_000);
    expect(scriptJson(html, 'type="application/ld+json"').description).toBe(description);
  });

  it("the sitemap lists such a listing and post once each and stays well-formed", async () => {
    const admin = await ctx.admin();
    const post = validPost({ title: TITLE });
    await admin.post("/api/blog").send(post).expect(201);
    const index = await fetchPage("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(count(index.html, "<sitemapindex")).toBe(1);
    const { status, html: xml } = await fetchPage("/sitemaps/pages.xml");
    expect(status).toBe(200);
    expect(count(xml, `/blog/${post.slug}</loc>`)).toBe(1);
    expect(count(xml, "<urlset")).toBe(1);
    expect(xml).not.toContain("$");
  });
});
