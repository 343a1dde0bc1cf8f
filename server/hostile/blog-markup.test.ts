import { describe, expect, it } from "vitest";
import request from "supertest";
import { renderPostHtml } from "../blog/markdown";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { validPost } from "../test/factories";

// Rule: what an editor (or a stolen editor account) writes into a post reaches visitors as text and
// harmless markup only. The server turns Markdown into HTML and sanitizes it before anyone sees it:
// no script, no event handler, no javascript: or data: link, whatever the text tries.
const ctx = useHostileApp();

const ATTACKS = [
  "<script>document.cookie</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(2)" onclick="alert(3)">Klick</a>',
  "[Gewinn](javascript:alert(4))",
  "[Bild](data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==)",
  "[Groß](JaVaScRiPt:alert(6))",
  "[Tab](java\tscript:alert(7))",
  "<svg onload=alert(8)></svg>",
  '<div style="background:url(javascript:alert(9))" onmouseover="alert(10)">x</div>',
  '<iframe src="https://example.com"></iframe>',
  "## Titel <span onclick=alert(11)>mit Handler</span>",
  "**fett <em onmouseover=alert(12)>kursiv</em>**",
].join("\n\n");

const ALLOWED_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "em", "a", "ul", "li", "span"];
const ALLOWED_ATTRIBUTES = ["href", "target", "rel", "class"];

/**
 * Only the blog's elements, with only href, target, rel and class, and every href a web, mail or
 * phone link: no script, no event handler, no script URL. (What the editor typed around them is
 * text, its "<" escaped, and may read "onclick=" as words.)
 */
function expectHarmless(html: string) {
  const tags = [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s>]+)*)\s*\/?>/gi)];
  expect(tags.length).toBeGreaterThan(0);
  for (const [, tag, attributes] of tags) {
    expect(ALLOWED_TAGS).toContain(tag.toLowerCase());
    for (const [, name, value] of attributes.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES).toContain(name.toLowerCase());
      if (name === "href") expect(value).toMatch(/^(https?:|mailto:|tel:|\/|#)/i);
    }
  }
}

describe("hostile markup in a blog post", () => {
  it("reaches visitors as text: the post's HTML holds no script, event attribute or script link", async () => {
    const admin = await ctx.admin();
    const post = validPost({ title: "Ein Beitrag mit Fallen", content: `Einleitung.\n\n${ATTACKS}` });
    await admin.post("/api/blog").send(post).expect(201);

    const res = await withoutBlockingOthers(ctx, () => fetch(`${ctx.baseUrl}/api/blog/slug/${post.slug}`));
    expect(res.status).toBe(200);
    const { content, contentHtml } = (await res.json()) as { content: string; contentHtml: string };
    expect(content).toBe(post.content);
    expectHarmless(contentHtml);
    // The words survive as words: the visitor sees what was typed, escaped.
    expect(contentHtml).toContain("&lt;script&gt;document.cookie&lt;/script&gt;");
    expect(contentHtml).toContain("<span>Gewinn</span>");
    expect(contentHtml).toContain("mit Handler");
  });

  it("the editor's preview is sanitized the same way, and only for signed-in staff", async () => {
    await request(ctx.app).post("/api/blog/preview").send({ content: ATTACKS }).expect(401);
    const admin = await ctx.admin();
    const res = await admin.post("/api/blog/preview").send({ content: ATTACKS }).expect(200);
    expectHarmless(res.body.html);
  });

  it("a post of 100,000 characters of nested markup renders without holding other visitors up", async () => {
    const admin = await ctx.admin();
    const nested = `${"> - **[*x*](javascript:alert(1))** ".repeat(2_000)}`.slice(0, 99_000);
    const post = validPost({ title: "Ein sehr langer Beitrag", content: nested });
    await admin.post("/api/blog").send(post).expect(201);
    // Rendering the text is synchronous work the server does once per text: timed here, on this machine.
    const started = performance.now();
    renderPostHtml(nested);
    const unavoidableMs = performance.now() - started;
    const res = await withoutBlockingOthers(
      ctx,
      () => fetch(`${ctx.baseUrl}/api/blog/slug/${post.slug}`),
      unavoidableMs,
    );
    expect(res.status).toBe(200);
    expectHarmless(((await res.json()) as { contentHtml: string }).contentHtml);
  });
});
