// The Merkliste: a visitor hearts listings on cards and on a detail page, without an account; the
// list survives a reload, the header counts it, another tab follows, and a listing withdrawn since
// shows as no longer available with a way to remove it.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
/** A city no other listing uses, so the list filtered by it shows exactly these. */
const CITY = "Berlin-Merkkiez";
const ids = { loft: 0, garden: 0, withdrawn: 0 };

beforeAll(async () => {
  ids.loft = (await suite.admin.createProperty({ title: "Loft mit Blick auf die Spree", city: CITY, price: 1650 })).id;
  ids.garden = (await suite.admin.createProperty({ title: "Gartenwohnung in Pankow", city: CITY, price: 1250 })).id;
  ids.withdrawn = (
    await suite.admin.createProperty({ title: "Bald vermittelt in Wedding", city: CITY, price: 990 })
  ).id;
}, 120_000);

const add = (title: string) => `Zur Merkliste hinzufügen: ${title}`;
const remove = (title: string) => `Von der Merkliste entfernen: ${title}`;
/** The header's heart link; its name carries the count ("Merkliste, 2 Immobilien"). */
const headerLink = (page: Page) =>
  page
    .locator("header[data-opaque]")
    .getByRole("link", { name: /^Merkliste/ })
    .first();

async function openList(width: Width = 1280, theme?: Theme) {
  const page = await suite.open({ width, theme });
  await page.goto(`/properties?city=${encodeURIComponent(CITY)}`);
  await page.getByRole("button", { name: add("Loft mit Blick auf die Spree") }).waitFor();
  return page;
}

describe("the Merkliste", () => {
  it("keeps hearted listings across a reload, counts them in the header and lists them on /favorites", async () => {
    const page = await openList();
    expect(await headerLink(page).getAttribute("aria-label")).toBe("Merkliste");

    const heart = page.getByRole("button", { name: add("Loft mit Blick auf die Spree") });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    const pressed = page.getByRole("button", { name: remove("Loft mit Blick auf die Spree") });
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => headerLink(page).getAttribute("aria-label")).toBe("Merkliste, 1 Immobilie");

    // On the detail page: the labelled button in the price box.
    await page.goto(`/properties/${ids.garden}`);
    const detailHeart = page.getByRole("button", { name: "Zur Merkliste hinzufügen", exact: true });
    await detailHeart.click();
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Von der Merkliste entfernen", exact: true }).getAttribute("aria-pressed"),
      )
      .toBe("true");

    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => headerLink(page).getAttribute("aria-label")).toBe("Merkliste, 2 Immobilien");
    expect(await page.locator("header").getByTestId("favorites-count").innerText()).toBe("2");

    await headerLink(page).click();
    await page.waitForURL("**/favorites");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Ihre gemerkten Immobilien");
    const cards = page.locator("main ul > li");
    // Newest first.
    await expect
      .poll(() => cards.locator("h2").allInnerTexts())
      .toEqual(["Gartenwohnung in Pankow", "Loft mit Blick auf die Spree"]);
    expect(await page.getByText("2 Immobilien gemerkt").isVisible()).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows a listing withdrawn since as no longer available, and removes it", async () => {
    const page = await openList(375);
    await page.getByRole("button", { name: add("Bald vermittelt in Wedding") }).click();
    await suite.admin.patch(`/api/properties/${ids.withdrawn}`, { status: "hidden" });

    await page.goto("/favorites");
    const gone = page.getByRole("heading", { name: "Nicht mehr verfügbar" });
    await gone.waitFor();
    expect(await page.getByText("Bald vermittelt in Wedding").count()).toBe(0);
    await page.getByRole("button", { name: "Von der Merkliste entfernen" }).click();
    await page.getByRole("heading", { name: "Ihre Merkliste ist noch leer" }).waitFor();
    expect(await page.getByRole("link", { name: "Immobilien entdecken" }).getAttribute("href")).toBe("/properties");
    expectNoConsoleErrors(page, [/status of 404/]);
    await closePage(page);
  });

  it("follows a change made in another tab", async () => {
    const first = await openList();
    const second = await first.context().newPage();
    await second.goto("/favorites");
    await second.getByRole("heading", { name: "Ihre Merkliste ist noch leer" }).waitFor();
    await first.getByRole("button", { name: add("Gartenwohnung in Pankow") }).click();
    await second.getByRole("heading", { name: "Gartenwohnung in Pankow" }).waitFor();
    await expect.poll(() => headerLink(second).getAttribute("aria-label")).toBe("Merkliste, 1 Immobilie");
    await closePage(first);
  });

  it("counts in the mobile menu, and the pages pass axe in light and dark (screenshots)", async () => {
    for (const [width, theme] of looks) {
      const page = await openList(width, theme);
      await page.getByRole("button", { name: add("Loft mit Blick auf die Spree") }).click();
      await page.getByRole("button", { name: add("Gartenwohnung in Pankow") }).click();
      await screenshot(page, `favorites-hearts-${theme}`);
      if (width === 375) {
        await page.getByRole("button", { name: "Menü" }).click();
        const entry = page.locator("#mobile-navigation").getByRole("link", { name: /^Merkliste/ });
        expect(await entry.getAttribute("aria-label")).toBe("Merkliste, 2 Immobilien");
        await screenshot(page, `favorites-menu-${theme}`);
        await page.getByRole("button", { name: "Menü" }).click();
      }
      await page.goto("/favorites");
      await page.getByRole("heading", { name: "Loft mit Blick auf die Spree" }).waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await screenshot(page, `favorites-${theme}`);
      await checkA11y(page, `Merkliste ${width} ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    }
  }, 240_000);
});
