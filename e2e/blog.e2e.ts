import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();

const SCRIPT_TEXT = "<script>window.__pwned = true</script>";
// The browser logs failed requests (404 of a missing post, the simulated 500) as console errors.
const expectedHttpErrors = [/status of (404|500)/];

const posts = {
  unsafe: {
    title: "Sicherheit im Blog: Markup bleibt Text",
    slug: "sicherheit-im-blog",
    content: `## Vorsicht mit HTML\n\nDieser Beitrag enthält ${SCRIPT_TEXT} und einen [gefährlichen Link](javascript:alert(1)), die beide harmlos bleiben.`,
  },
  withCover: {
    title: "Wohnungssuche in Berlin: So gelingt der Einstieg",
    slug: "wohnungssuche-in-berlin",
    content:
      "Wer in Berlin eine Wohnung sucht, braucht **Geduld** und gute Unterlagen. Eine vollständige Mappe mit Selbstauskunft, " +
      "Einkommensnachweisen und Mietschuldenfreiheitsbescheinigung verschafft Ihnen bei Besichtigungen einen klaren Vorsprung.",
  },
  markdown: {
    title: "Nebenkosten verstehen: Was Mieter wissen sollten",
    slug: "nebenkosten-verstehen",
    content: [
      "Die **Betriebskostenabrechnung** sorgt jedes Jahr für Fragen. Wir erklären, worauf Sie achten sollten und wann sich ein Widerspruch lohnt.",
      "## Welche Kosten umlegbar sind",
      "Umlegbar sind nur die Kosten, die im Mietvertrag *ausdrücklich* vereinbart wurden:",
      "- Grundsteuer und Müllabfuhr\n- Wasser und Abwasser\n- Hausmeister und Gartenpflege",
      "### Fristen",
      "Der Vermieter muss spätestens zwölf Monate nach Ende des Abrechnungszeitraums abrechnen. Mehr dazu beim [Berliner Mieterverein](https://www.berliner-mieterverein.de/).",
    ].join("\n\n"),
  },
  draft: {
    title: "Geheimer Entwurf über Dachgeschosse",
    slug: "geheimer-entwurf",
    content: "Dieser Entwurf ist noch nicht veröffentlicht und bleibt verborgen.",
  },
};

/** A real cover photo stand-in: Chromium paints a gradient scene and hands back a PNG data URL. */
async function paintedCover(): Promise<string> {
  const png = await suite.paint(
    `<body style="margin:0"><div style="width:1200px;height:675px;background:linear-gradient(160deg,#f6d7a8,#dd9a5e 45%,#1b7490)">` +
      `<div style="position:absolute;left:140px;top:200px;width:360px;height:475px;background:#123a52"></div>` +
      `<div style="position:absolute;left:560px;top:120px;width:300px;height:555px;background:#0e2233"></div></div></body>`,
    { width: 1200, height: 675 },
  );
  return `data:image/png;base64,${png.toString("base64")}`;
}

beforeAll(async () => {
  const admin = suite.admin;
  // Oldest first: the last one created is the newest and becomes the featured post.
  await admin.createPost({ ...posts.unsafe, published: true });
  await admin.createPost({ ...posts.withCover, coverImage: await paintedCover(), published: true });
  await admin.createPost({ ...posts.draft, published: false });
  await admin.createPost({ ...posts.markdown, published: true });
});

const open = suite.open;

async function openList(page: Page) {
  await page.goto("/blog");
  await page.getByTestId("featured-post").waitFor();
}

async function openPost(page: Page, slug: string) {
  await page.goto(`/blog/${slug}`);
  await page.locator("article h1").waitFor();
}

describe("blog list", () => {
  it("features the newest post and shows the others in a grid, without drafts", async () => {
    const page = await open();
    await openList(page);

    const featured = page.getByTestId("featured-post");
    await expect
      .poll(() => featured.getByRole("link", { name: posts.markdown.title }).getAttribute("href"))
      .toBe(`/blog/${posts.markdown.slug}`);
    expect(await featured.textContent()).toMatch(/\d{1,2}\. \p{L}+ \d{4}/u); // "21. November 2026"
    expect(await featured.textContent()).toContain("1 Min. Lesezeit");
    expect(await featured.textContent()).toContain("Die Betriebskostenabrechnung sorgt jedes Jahr für Fragen.");
    expect(await featured.textContent()).not.toContain("**");

    const grid = page.getByTestId("post-grid");
    expect(await grid.locator("article").count()).toBe(2);
    expect(await grid.getByRole("link", { name: posts.withCover.title }).getAttribute("href")).toBe(
      `/blog/${posts.withCover.slug}`,
    );
    expect(await grid.getByRole("link", { name: posts.unsafe.title }).getAttribute("href")).toBe(
      `/blog/${posts.unsafe.slug}`,
    );
    // The 120-character excerpt ends in "..." and shows raw HTML as plain text.
    const withCoverCard = grid.locator("article", { hasText: posts.withCover.title });
    expect(await withCoverCard.locator("p").last().textContent()).toMatch(/^Wer in Berlin .{90,}\.\.\.$/);
    expect(await grid.locator("article", { hasText: posts.unsafe.title }).textContent()).toContain(SCRIPT_TEXT);

    expect(await page.getByText(posts.draft.title).count()).toBe(0);
    expect(await page.locator(`a[href="/blog/${posts.draft.slug}"]`).count()).toBe(0);
    await expect
      .poll(() => page.getByRole("link", { name: "Kontakt aufnehmen" }).last().getAttribute("href"))
      .toBe("/contact");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the uploaded cover or a fallback illustration, with size, lazy below the featured post", async () => {
    const page = await open();
    await openList(page);
    const featuredImage = page.getByTestId("featured-post").locator("img");
    expect(await featuredImage.getAttribute("src")).toMatch(/\/placeholders\/blog-cover-\d\.svg$/);
    expect(await featuredImage.getAttribute("loading")).toBe("eager");

    const gridImages = page.getByTestId("post-grid").locator("img");
    const sources = await gridImages.evaluateAll((images) => images.map((img) => img.getAttribute("src")));
    expect(sources.some((src) => /^\/media\/[\w-]{22}\/800\.jpg$/.test(src ?? ""))).toBe(true);
    for (const img of await page.locator("main img").all()) {
      expect(await img.getAttribute("width")).toBe("1200");
      expect(await img.getAttribute("height")).toBe("675");
    }
    expect(await gridImages.evaluateAll((images) => images.map((img) => img.getAttribute("loading")))).toEqual([
      "lazy",
      "lazy",
    ]);
    // Every image actually loads (fallback SVGs and the stored cover).
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
    expect(
      await page
        .locator("main img")
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await closePage(page);
  });

  it("offers to try again when the posts cannot be loaded", async () => {
    const page = await open();
    await page.route("**/api/blog", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Fehler"}' }),
    );
    // Reached within the site: the server's page carries its posts, the browser asks the API.
    await page.goto("/contact");
    await page.locator("header").getByRole("link", { name: "Blog", exact: true }).first().click();
    await page.getByRole("heading", { name: "Fehler beim Laden der Beiträge" }).waitFor();
    expect(await page.getByText("Bitte versuchen Sie es später erneut.").isVisible()).toBe(true);
    await screenshot(page, "blog-error");
    await page.unroute("**/api/blog");
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await page.getByTestId("featured-post").waitFor();
    expectNoConsoleErrors(page, expectedHttpErrors);
    await closePage(page);
  });

  it("shows the empty state when nothing is published", async () => {
    const emptyServer = await suite.startServer();
    const page = await open({ server: emptyServer, width: 375 });
    await page.goto("/blog");
    await page.getByRole("heading", { name: "Keine Beiträge gefunden" }).waitFor();
    await screenshot(page, "blog-empty");
    await checkA11y(page, "Blog leer");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("blog post", () => {
  it("opens from the list and renders the Markdown", async () => {
    const page = await open();
    await openList(page);
    await page.getByRole("link", { name: posts.markdown.title }).click();
    await page.waitForURL(`**/blog/${posts.markdown.slug}`);
    await page.getByRole("heading", { level: 1, name: posts.markdown.title }).waitFor();

    const article = page.locator("article");
    expect(await article.getByRole("heading", { level: 2, name: "Welche Kosten umlegbar sind" }).isVisible()).toBe(
      true,
    );
    expect(await article.getByRole("heading", { level: 3, name: "Fristen" }).isVisible()).toBe(true);
    expect(await article.locator("strong", { hasText: "Betriebskostenabrechnung" }).isVisible()).toBe(true);
    expect(await article.locator("em", { hasText: "ausdrücklich" }).isVisible()).toBe(true);
    expect(await article.locator("ul > li").allTextContents()).toEqual([
      "Grundsteuer und Müllabfuhr",
      "Wasser und Abwasser",
      "Hausmeister und Gartenpflege",
    ]);
    const link = article.getByRole("link", { name: /Berliner Mieterverein/ });
    expect(await link.getAttribute("href")).toBe("https://www.berliner-mieterverein.de/");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await article.textContent()).toContain("1 Min. Lesezeit");

    expect(await page.title()).toContain(posts.markdown.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/^Die Betriebskostenabrechnung sorgt jedes Jahr für Fragen\. .+\.\.\.$/);
    expect(description!.length).toBeLessThanOrEqual(163);
    expect(await page.getByRole("link", { name: "Zurück zum Blog" }).first().getAttribute("href")).toBe("/blog");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows raw HTML literally and never runs it", async () => {
    const page = await open();
    await openPost(page, posts.unsafe.slug);
    const article = page.locator("article");
    await expect.poll(() => article.getByText(SCRIPT_TEXT).isVisible()).toBe(true);
    expect(await article.locator("script").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // The javascript: link keeps its words but is no link.
    expect(await article.getByText("gefährlichen Link").isVisible()).toBe(true);
    expect(await article.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await article.getByRole("link", { name: /gefährlichen Link/ }).count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [label, slug] of [
    ["a slug that does not exist", "gibt-es-nicht"],
    ["the slug of a draft", posts.draft.slug],
  ] as const) {
    it(`answers ${label} with 'Beitrag nicht gefunden' and a way back`, async () => {
      const page = await open({ width: 375 });
      await page.goto(`/blog/${slug}`);
      await page.getByRole("heading", { level: 1, name: "Beitrag nicht gefunden" }).waitFor();
      expect(await page.getByText(posts.draft.title).count()).toBe(0);
      await screenshot(page, `blog-not-found-${slug === posts.draft.slug ? "draft" : "missing"}`);
      await checkA11y(page, `Beitrag nicht gefunden (${label})`);
      await page.getByRole("link", { name: "Zurück zum Blog" }).click();
      await page.getByTestId("featured-post").waitFor();
      expect(new URL(page.url()).pathname).toBe("/blog");
      expectNoConsoleErrors(page, expectedHttpErrors);
      await closePage(page);
    });
  }
});

describe("blog look and accessibility", () => {
  for (const [width, theme] of looks) {
    it(`list and post pass axe in the ${theme} theme at ${width} px`, async () => {
      const page = await open({ width, theme });
      await openList(page);
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
      await screenshot(page, `blog-list-${theme}`);
      await checkA11y(page, `Blogliste ${theme} ${width}px`);

      await openPost(page, posts.markdown.slug);
      await screenshot(page, `blog-post-${theme}`);
      await checkA11y(page, `Blogbeitrag ${theme} ${width}px`);

      await openPost(page, posts.withCover.slug);
      await page.locator("article img").evaluate((img) => (img as HTMLImageElement).decode());
      await screenshot(page, `blog-post-cover-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
