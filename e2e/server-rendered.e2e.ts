import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { dataUrl } from "../server/test/factories";
import { facadePhoto } from "../server/test/photo";
import { expectNoConsoleErrors } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

// Public pages paint from the server: a visitor without JavaScript (and a crawler or a link
// preview) reads the listing, the post and the list's first page; with JavaScript the same page
// hydrates without a mismatch and reacts to a tap.

const suite = useBrowserSuite();
const TITLE = "Dachgeschoss mit Blick über den Mauerpark";
const POST_TEXT = "Wer im Altbau wohnt, kennt die Frage nach den Dielen.";
/** A city no other journey uses: the list filtered by it shows exactly this file's listings. */
const CITY = "Berlin-Serverkiez";
const LISTINGS = 26;
let detailPath = "";
let postPath = "";

beforeAll(async () => {
  const listing = await suite.admin.createProperty({
    title: TITLE,
    city: CITY,
    price: 1450,
    serviceCharges: 240,
    heatingCosts: 95,
    isHighlight: true,
    images: [dataUrl("image/jpeg", await facadePhoto())],
  });
  detailPath = `/properties/${listing.id}`;
  for (let i = 1; i < LISTINGS; i++) await suite.admin.createProperty({ title: `Wohnung ${i} im Kiez`, city: CITY });
  const post = await suite.admin.createPost({
    title: "Dielen im Altbau pflegen",
    slug: "dielen-im-altbau",
    content: `## Dielen\n\n${POST_TEXT} Mit **Hartöl** bleiben sie schön.\n\n- einmal im Jahr ölen\n- nie nass wischen`,
    published: true,
  });
  postPath = `/blog/${post.slug}`;
});

/**
 * Waits until the page has hydrated and gone idle: the theme button then carries the menu that
 * loads once the page is idle (the server's button has none).
 */
const hydrated = (page: Page) => page.locator('button[aria-haspopup="menu"][aria-label="Farbschema wählen"]').waitFor();

/** A page in a context of its own, with or without JavaScript, at a phone's width. */
async function openPage(path: string, javaScript: boolean): Promise<Page> {
  if (javaScript) {
    const page = await suite.open({ width: 375, path });
    await hydrated(page);
    return page;
  }
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.baseUrl}${path}`);
  return page;
}

async function expectDetail(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(TITLE);
  const costs = page.getByRole("region", { name: "Kosten" });
  await expect(costs.textContent()).resolves.toMatch(/Kaltmiete.*1\.450\s€\/Monat.*Warmmiete.*1\.785\s€\/Monat/s);
  await expect(page.getByRole("region", { name: "Energieausweis" }).textContent()).resolves.toContain(
    "Verbrauchsausweis",
  );
  const photo = page.getByRole("img", { name: `${TITLE} – Bild 1 von 1` });
  await photo.waitFor();
  await expect(photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
}

async function expectPost(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Dielen im Altbau pflegen");
  const article = page.locator("#post-body");
  await expect(article.textContent()).resolves.toContain(POST_TEXT);
  await expect(article.locator("strong").textContent()).resolves.toBe("Hartöl");
  await expect(article.locator("li").count()).resolves.toBe(2);
}

async function expectListFirstPage(page: Page) {
  await expect(page.getByRole("heading", { name: `${LISTINGS} Immobilien gefunden` }).count()).resolves.toBe(1);
  // The first page: 24 cards, the newest first (the listing made first is on page 2).
  const cards = page.locator("main ul > li article");
  await expect(cards.count()).resolves.toBe(24);
  await expect(cards.first().textContent()).resolves.toContain(`Wohnung ${LISTINGS - 1} im Kiez`);
}

describe("without JavaScript, the server's HTML is the page", () => {
  it("the detail page shows its title, costs, energy data and first photo", async () => {
    const page = await openPage(detailPath, false);
    await expectDetail(page);
    await page.context().close();
  });

  it("the blog post shows its text", async () => {
    const page = await openPage(postPath, false);
    await expectPost(page);
    await page.context().close();
  });

  it("the list shows its first page", async () => {
    const page = await openPage(`/properties?city=${encodeURIComponent(CITY)}`, false);
    await expectListFirstPage(page);
    await page.context().close();
  });
});

describe("with JavaScript, the same pages hydrate without a warning", () => {
  it("the home page, whose highlights load their code and hydrate as the visitor scrolls to them", async () => {
    const page = await suite.open({ width: 375 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await hydrated(page);
    const highlights = page.locator("#home-highlights-list");
    await expect(highlights.textContent()).resolves.toContain(TITLE);
    // The cards' code is not part of what the home page loads before it is interactive.
    expect(scripts.filter((path) => path.includes("/listing-"))).toEqual([]);
    const listingCode = page.waitForRequest((request) => request.url().includes("/listing-"));
    await highlights.scrollIntoViewIfNeeded();
    await listingCode;
    const card = highlights.locator("article", { hasText: TITLE });
    await card.getByRole("button", { name: "Zur Merkliste hinzufügen" }).click();
    await card.getByRole("button", { name: "Von der Merkliste entfernen" }).waitFor();
    expectNoConsoleErrors(page);
  });

  it("the detail page, whose heart then works", async () => {
    const page = await openPage(detailPath, true);
    await expectDetail(page);
    await page.getByRole("button", { name: "Zur Merkliste hinzufügen", exact: true }).click();
    await page.getByRole("button", { name: "Von der Merkliste entfernen", exact: true }).waitFor();
    await expect(page.getByRole("link", { name: "Merkliste, 1 Immobilie" }).count()).resolves.toBe(1);
    expectNoConsoleErrors(page);
  });

  it("the blog post, also after leaving it and coming back within the site", async () => {
    const page = await openPage(postPath, true);
    await expectPost(page);
    await page.getByRole("link", { name: "Zurück zum Blog" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Wissen rund um Immobilien in Berlin" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Dielen im Altbau pflegen" }).waitFor();
    await expectPost(page);
    expectNoConsoleErrors(page);
  });

  it("the list, whose first page needs no request to the API", async () => {
    const page = await suite.open({ width: 375 });
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
    });
    await page.goto(`/properties?city=${encodeURIComponent(CITY)}`);
    await hydrated(page);
    await expectListFirstPage(page);
    expect(apiCalls).toEqual([]);
    expectNoConsoleErrors(page);
  });
});
