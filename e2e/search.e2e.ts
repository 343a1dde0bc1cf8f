import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot } from "./support/browser";
import { pathAndQuery } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// Journeys of the search: filters, order and page in the URL (back, forward, reload), the price
// slider in agreement with the inputs for rent and buy, and the home page's quick search.

const suite = useBrowserSuite();
const CITY = "Suchhausen";
const title = (i: number) => `Suchwohnung ${String(i).padStart(2, "0")}`;

beforeAll(async () => {
  // 36 rentals at 900, 910, … €: every eighth without a balcony, every seventh with one room. With
  // rooms from 2 and a balcony 26 remain: a full first page and two on the second.
  const rentals = Array.from({ length: 36 }, (_, i) => ({
    title: title(i),
    transactionType: "rent" as const,
    price: 900 + i * 10,
    rooms: i % 7 === 0 ? 1 : 2 + (i % 3),
    size: 40 + i,
    city: CITY,
    features: i % 8 === 0 ? (["elevator"] as const) : (["balcony", "elevator"] as const),
  }));
  const purchases = Array.from({ length: 3 }, (_, i) => ({
    title: `Kaufwohnung ${i + 1} in ${CITY}`,
    transactionType: "buy" as const,
    price: 300_000 + i * 50_000,
    rooms: 3,
    city: CITY,
    features: ["balcony"] as const,
  }));
  for (const listing of [...rentals, ...purchases]) {
    await suite.admin.createProperty({ ...listing, features: [...listing.features] });
  }
}, 180_000);

const path = pathAndQuery;
const countHeading = (page: Page) => page.getByRole("heading", { name: /Immobilien? gefunden$/ });
const cardTitles = (page: Page) => page.locator("main article h3").allTextContents();
const sortMenu = (page: Page) => page.getByLabel("Sortieren nach");
/** Intl writes a non-breaking space before "€". */
const normalized = (text: string | null) => (text ?? "").replace(/\s/g, " ");

describe("search journey", () => {
  it("filter → sort → page 2 → a listing → back lands on page 2 of the same search, also after a reload", async () => {
    const page = await suite.open({ path: "/properties" });
    await expect.poll(() => countHeading(page).textContent()).toBe("39 Immobilien gefunden");
    expect(await page.getByText("Seite 1 von 2").isVisible()).toBe(true);

    await page.getByLabel("Angebot", { exact: true }).selectOption({ label: "Mieten" });
    await page.getByLabel("Zimmer (ab)").selectOption({ label: "ab 2 Zimmer" });
    await page.getByRole("checkbox", { name: "Balkon" }).check();
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect.poll(() => path(page)).toBe("/properties?transactionType=rent&minRooms=2&features=balcony");
    await expect.poll(() => countHeading(page).textContent()).toBe("26 Immobilien gefunden");

    await sortMenu(page).selectOption({ label: "Preis aufsteigend" });
    await expect
      .poll(() => path(page))
      .toBe("/properties?transactionType=rent&minRooms=2&features=balcony&sort=price_asc");
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(title(1));
    expect(await cardTitles(page)).toHaveLength(24);

    const pages = page.getByRole("navigation", { name: "Seiten der Ergebnisliste" });
    await pages.getByRole("link", { name: "Seite 2" }).click();
    const page2 = "/properties?transactionType=rent&minRooms=2&features=balcony&sort=price_asc&page=2";
    await expect.poll(() => path(page)).toBe(page2);
    await expect.poll(() => cardTitles(page)).toEqual([title(33), title(34)]);
    expect(await page.getByText("Seite 2 von 2").isVisible()).toBe(true);
    expect(await pages.locator("[aria-current=page]").textContent()).toBe("2");

    await page
      .locator("main article")
      .filter({ hasText: title(34) })
      .getByRole("link", { name: "Details ansehen" })
      .click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title(34));

    await page.goBack();
    await expect.poll(() => path(page)).toBe(page2);
    await expect.poll(() => cardTitles(page)).toEqual([title(33), title(34)]);
    const showsTheSearch = async () => {
      expect(await page.getByLabel("Angebot", { exact: true }).inputValue()).toBe("rent");
      expect(await page.getByLabel("Zimmer (ab)").inputValue()).toBe("2");
      expect(await page.getByRole("checkbox", { name: "Balkon" }).isChecked()).toBe(true);
      expect(await page.getByRole("checkbox", { name: "Aufzug" }).isChecked()).toBe(false);
      expect(await sortMenu(page).inputValue()).toBe("price_asc");
      expect(await countHeading(page).textContent()).toBe("26 Immobilien gefunden");
    };
    await showsTheSearch();

    // Back again: page 1 of the same search; forward: page 2.
    await page.goBack();
    await expect
      .poll(() => path(page))
      .toBe("/properties?transactionType=rent&minRooms=2&features=balcony&sort=price_asc");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(24);
    await page.goForward();
    await expect.poll(() => cardTitles(page)).toEqual([title(33), title(34)]);

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([title(33), title(34)]);
    await showsTheSearch();

    // A new order starts again on page 1.
    await sortMenu(page).selectOption({ label: "Preis absteigend" });
    await expect
      .poll(() => path(page))
      .toBe("/properties?transactionType=rent&minRooms=2&features=balcony&sort=price_desc");
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(title(34));
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("keeps slider, inputs and the range text in agreement for rent and for buy", async () => {
    const page = await suite.open({ path: "/properties" });
    await expect.poll(() => countHeading(page).isVisible()).toBe(true);
    const min = page.getByLabel("Preis ab (€)");
    const max = page.getByLabel("Preis bis (€)");
    const low = page.getByRole("slider", { name: "Preisuntergrenze" });
    const high = page.getByRole("slider", { name: "Preisobergrenze" });
    const rangeText = async () =>
      normalized(
        await page.getByText("Preisspanne", { exact: true }).locator("xpath=following-sibling::span").textContent(),
      );

    // Rent: 0–10,000 € in steps of 50.
    await page.getByLabel("Angebot", { exact: true }).selectOption({ label: "Mieten" });
    await expect.poll(() => high.getAttribute("aria-valuemax")).toBe("10000");
    await min.fill("800");
    await max.fill("2000");
    await expect.poll(() => low.getAttribute("aria-valuenow")).toBe("800");
    expect(await high.getAttribute("aria-valuenow")).toBe("2000");
    await expect.poll(rangeText).toBe("800 € – 2.000 €");
    await low.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => min.inputValue()).toBe("850");
    await expect.poll(rangeText).toBe("850 € – 2.000 €");

    // Buy: 0–5,000,000 € in steps of 10,000.
    await page.getByLabel("Angebot", { exact: true }).selectOption({ label: "Kaufen" });
    await expect.poll(() => high.getAttribute("aria-valuemax")).toBe("5000000");
    await min.fill("250000");
    await max.fill("600000");
    await expect.poll(() => low.getAttribute("aria-valuenow")).toBe("250000");
    expect(await high.getAttribute("aria-valuenow")).toBe("600000");
    await expect.poll(rangeText).toBe("250.000 € – 600.000 €");
    await high.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => max.inputValue()).toBe("590000");
    await expect.poll(rangeText).toBe("250.000 € – 590.000 €");

    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect.poll(() => path(page)).toBe("/properties?transactionType=buy&minPrice=250000&maxPrice=590000");
    await expect.poll(() => countHeading(page).textContent()).toBe("3 Immobilien gefunden");
    // After the reload the slider stands at the URL's prices.
    await page.reload();
    await expect.poll(() => low.getAttribute("aria-valuenow")).toBe("250000");
    expect(await high.getAttribute("aria-valuenow")).toBe("590000");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("sends the home page's quick search to the list with its filters", async () => {
    for (const width of [375, 1280] as const) {
      const page = await suite.open({ width, path: "/" });
      const search = page.getByRole("search", { name: "Schnellsuche" });
      await search.getByLabel("Angebot").selectOption({ label: "Mieten" });
      await search.getByLabel("Ort").fill(CITY);
      await search.getByLabel("Kaltmiete bis (€)").fill("1100");
      await search.getByRole("button", { name: "Immobilien suchen" }).click();
      await expect.poll(() => path(page)).toBe(`/properties?transactionType=rent&place=${CITY}&maxPrice=1100`);
      await expect.poll(() => countHeading(page).textContent()).toBe("21 Immobilien gefunden");
      if (width === 1280) {
        expect(await page.getByLabel("Ort, Bezirk, Ortsteil oder PLZ").inputValue()).toBe(CITY);
        expect(await page.getByLabel("Preis bis (€)").inputValue()).toBe("1100");
      }
      expectNoConsoleErrors(page);
      await closePage(page);
    }
  });
});

describe("search pages: accessibility and screenshots", () => {
  for (const [width, theme] of looks) {
    it(`list with filters and page links, and the home quick search, in ${theme} at ${width} px`, async () => {
      const page = await suite.open({ width, theme, path: "/properties?transactionType=rent&sort=price_asc&page=2" });
      await expect.poll(() => countHeading(page).textContent()).toBe("36 Immobilien gefunden");
      await page.evaluate(() => document.fonts.ready);
      const results = await checkA11y(page, `Suche ${theme} ${width}px`);
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await screenshot(page, `search-list-page2-${theme}`);
      if (width === 375) {
        await page.getByRole("button", { name: /^Filter(\s+\d+ aktiv)?$/ }).click();
        await screenshot(page, `search-filters-open-${theme}`);
      }
      await page.goto("/");
      await page.getByRole("search", { name: "Schnellsuche" }).waitFor();
      await checkA11y(page, `Startseite ${theme} ${width}px`);
      await screenshot(page, `search-home-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    }, 180_000);
  }
});
