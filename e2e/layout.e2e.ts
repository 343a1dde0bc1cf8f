// Layout across screens: every public page reflows at 320 px without scrolling sideways and
// without controls cut off at the edge (WCAG 1.4.10), and on a 1280×800 desktop the list page
// shows its first results in the first screen.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { FAVORITES_STORAGE_KEY } from "@shared/browser-storage";
import { closePage, screenshot } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
const pages: [name: string, path: string][] = [];

beforeAll(async () => {
  const { admin } = suite;
  // Long words, big prices and every state a detail page can show.
  const rental = await admin.createProperty({
    title: "Großzügige Dachgeschosswohnung mit Dachterrasse und Blick über Prenzlauer Berg",
    price: 12_500,
    serviceCharges: 1_450,
    deposit: 37_500,
  });
  const purchase = await admin.createProperty({
    title: "Gründerzeit-Stadtvilla mit Gartengrundstück",
    type: "house",
    transactionType: "buy",
    price: 2_450_000,
    serviceCharges: null,
    buyerCommission: "3,57 % inkl. MwSt.",
  });
  const reserved = await admin.createProperty({ title: "Reservierte Altbauwohnung", status: "reserved" });
  const commercial = await admin.createProperty({ title: "Ladenlokal in der Kastanienallee", type: "commercial" });
  const post = await admin.createPost({
    title: "Mietpreisbremse, Kappungsgrenze und Staffelmiete: Was Mieterinnen und Mieter wissen sollten",
    content:
      "## Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung\n\nMehr unter https://www.stadtentwicklung.berlin.de/wohnen/mietspiegel/de/download/Mietspiegel2026.pdf und im Abschnitt über Betriebskostenabrechnungen.",
  });
  pages.push(
    ["home", "/"],
    ["list", "/properties"],
    ["list with one result", "/properties?type=commercial"],
    ["detail (rent)", `/properties/${rental.id}`],
    ["detail (buy)", `/properties/${purchase.id}`],
    ["detail (reserved)", `/properties/${reserved.id}`],
    ["detail (commercial)", `/properties/${commercial.id}`],
    ["application", `/application/${rental.id}`],
    ["favourites", "/favorites"],
    ["blog index", "/blog"],
    ["blog post", `/blog/${post.slug}`],
    ["contact", "/contact"],
    ["about us", "/about-us"],
    ["services", "/services"],
    ["Impressum", "/legal"],
    ["Datenschutz", "/legal#datenschutz"],
    ["Cookies", "/legal#cookies"],
    ["withdraw application", "/withdraw-application"],
    ["search alert confirmation", "/search-alerts/confirm"],
    ["search alert unsubscribe", "/search-alerts/unsubscribe"],
    ["404", "/gibt-es-nicht"],
  );
});

type Overflow = { scrollWidth: number; clientWidth: number; widest: string | null; furthestOut: string | null };

/**
 * How far the page reaches past the right edge: the document's scroll width, and the elements that
 * stick out of the screen without a scrolling or clipping box around them (a fixed header's menu
 * button counts, a carousel's next slide inside its overflow-hidden frame does not). `widest` is
 * the outermost such element, `furthestOut` the innermost one reaching furthest: usually the cause.
 */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipped = (element: Element | Node) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") return false;
      return (box.right > width + 0.5 || box.left < -0.5) && !clipped(element);
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 6).join(".") : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ""}> ${Math.round(box.left)}–${Math.round(box.right)} px "${text}"`;
    };
    // Text reaches past its box when a word is wider than the box: its lines are measured too.
    const textOut: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.textContent?.trim() || getComputedStyle(parent).visibility === "hidden") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 1 && box.right > width + 0.5 && !clipped(node as unknown as Element)) textOut.push(parent);
    }
    const out = [...new Set([...document.body.querySelectorAll("*")].filter(sticksOut).concat(textOut))];
    const outermost = out.find((element) => !out.some((other) => other !== element && other.contains(element)));
    const innermost = out
      .filter((element) => !out.some((other) => other !== element && element.contains(other)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      widest: outermost ? describe(outermost) : null,
      furthestOut: innermost ? describe(innermost) : null,
    };
  });
}

describe("reflow at 320 px (WCAG 1.4.10)", () => {
  it("shows every public page without horizontal scrolling or controls cut off at the edge", async () => {
    const page = await suite.open({ width: 320 });
    // A listing on the Merkliste, so the favourites page shows a card, not its empty state.
    const [firstListing] = pages.filter(([name]) => name === "detail (rent)");
    const bookmarked = Number(firstListing[1].split("/").pop());
    await page.addInitScript(([key, id]) => localStorage.setItem(key, JSON.stringify([id])), [
      FAVORITES_STORAGE_KEY,
      bookmarked,
    ] as const);
    const failures: string[] = [];
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      const overflow = await measureOverflow(page);
      if (overflow.scrollWidth > overflow.clientWidth || overflow.widest) {
        failures.push(
          `${name} (${path}): ${overflow.scrollWidth} px wide on a ${overflow.clientWidth} px screen; ` +
            `widest: ${overflow.widest}; furthest out: ${overflow.furthestOut}`,
        );
        await screenshot(page, `reflow-${name.replace(/\W+/g, "-")}`);
      }
    }
    expect(failures, "Seiten, die bei 320 px seitlich scrollen").toEqual([]);
    await closePage(page);
  });

  it("keeps the opened mobile menu, with the Merkliste entry the bar leaves out, inside the screen", async () => {
    const page = await suite.open({ width: 320, path: "/" });
    await page.getByRole("button", { name: "Menü" }).click();
    const menu = page.locator("header nav[aria-label=Hauptnavigation]");
    await menu.getByRole("link", { name: /^Merkliste/ }).waitFor();
    expect(await measureOverflow(page)).toMatchObject({ widest: null });
    await closePage(page);
  });
});

describe("the list page on a 1280×800 desktop", () => {
  it("shows the first result card in the first screen, beside the filters", async () => {
    const page = await suite.open({ width: 1280, path: "/properties" });
    const firstCard = page.locator("main article").first();
    await firstCard.waitFor();
    const box = (await firstCard.boundingBox())!;
    expect(box.y, "Oberkante der ersten Karte").toBeLessThan(800 - 200);
    expect(box.y).toBeGreaterThan(0);
    // The filters are all there, beside the cards rather than above them.
    const filters = (await page.getByRole("search", { name: "Immobilien filtern" }).boundingBox())!;
    expect(filters.x + filters.width).toBeLessThanOrEqual(box.x);
    expect(await page.getByRole("button", { name: "Filter anwenden" }).isVisible()).toBe(true);
    await screenshot(page, "list-first-screen");
    await closePage(page);
  });

  it("names one result in the singular", async () => {
    const page = await suite.open({ width: 1280, path: "/properties?type=commercial" });
    await expect
      .poll(() => page.getByRole("heading", { level: 2, name: /gefunden$/ }).textContent())
      .toBe("1 Immobilie gefunden");
    await closePage(page);
  });
});
