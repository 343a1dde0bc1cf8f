import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG_DATA_URL } from "../server/test/factories";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { pathAndQuery } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// Journeys of the property list (/properties) and detail page (/properties/{id}): filters, cards, gallery, price box, application button.

const suite = useBrowserSuite();
let admin: AdminApi;

/** A city name no other row uses, so the filters below find exactly the rows made here. */
const CITY = "Spreeufer-Teststadt";
const RENT_FLAT_DESCRIPTION = `${"Helle Altbauwohnung mit Stuck, Dielenboden und Südbalkon in ruhiger Seitenstraße. ".repeat(3)}\nZweiter Absatz der Beschreibung.`;
const ids = { rentFlat: 0, reservedFlat: 0, buyHouse: 0, rentOffice: 0, photoFlat: 0 };

beforeAll(async () => {
  admin = suite.admin;
  const make = async (overrides: Parameters<AdminApi["createProperty"]>[0]) =>
    (await admin.createProperty(overrides)).id;
  ids.buyHouse = await make({
    title: "Stadthaus mit Garten am Wasser",
    type: "house",
    transactionType: "buy",
    price: 685_000,
    size: 78,
    rooms: 4,
    city: CITY,
    description: "Ein Haus mit Charakter.\nGroßer Garten mit altem Baumbestand.\n\nRuhige Lage direkt am Wasser.",
  });
  ids.rentOffice = await make({
    title: "Ladenfläche an der Spree",
    type: "commercial",
    transactionType: "rent",
    price: 3200,
    size: 120,
    city: CITY,
  });
  ids.reservedFlat = await make({
    title: "Reservierte Dachgeschosswohnung",
    type: "apartment",
    transactionType: "rent",
    status: "reserved",
    price: 1890,
    city: CITY,
  });
  ids.rentFlat = await make({
    title: "Sonnige Altbauwohnung mit Balkon",
    type: "apartment",
    transactionType: "rent",
    price: 1450,
    size: 78,
    rooms: 2.5,
    city: CITY,
    description: RENT_FLAT_DESCRIPTION,
  });
  ids.photoFlat = await make({
    title: "Loft mit echtem Foto",
    type: "apartment",
    transactionType: "buy",
    price: 520_000,
    city: "Fotohausen",
    images: [PNG_DATA_URL],
  });
  // Newest first, 5 rows: the first rows of the grid are full.
}, 120_000);

const open = (width: Width = 1280, theme?: Theme) => suite.open({ width, theme });
const path = pathAndQuery;
/** axe, failing on serious/critical; minor and moderate findings are printed for a look. */
async function scan(page: Page, label: string) {
  const results = await checkA11y(page, label);
  for (const v of results.violations)
    console.info(
      `[properties] axe ${v.impact} ${v.id} (${label}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}
const countHeading = (page: Page) => page.getByRole("heading", { name: /Immobilien? gefunden$/ });
/** The place field: city, Bezirk, Ortsteil or postal code. */
const placeField = (page: Page) => page.getByLabel("Ort, Bezirk, Ortsteil oder PLZ");
const cardTitles = (page: Page) => page.locator("main article h3").allTextContents();
/** A section of the detail page by its heading. */
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("property list", () => {
  it("filters through the panel: transaction, type and place go to the URL and the list follows", async () => {
    const page = await open();
    await page.goto("/properties");
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");

    await page.getByLabel("Angebot", { exact: true }).selectOption({ label: "Mieten" });
    await page.getByLabel("Immobilientyp").selectOption({ label: "Wohnung" });
    await placeField(page).fill("spreeufer");
    await page.getByRole("button", { name: "Filter anwenden" }).click();

    await expect.poll(() => path(page)).toBe("/properties?type=apartment&transactionType=rent&place=spreeufer");
    await expect.poll(() => countHeading(page).textContent()).toBe("2 Immobilien gefunden");
    expect((await cardTitles(page)).sort()).toEqual([
      "Reservierte Dachgeschosswohnung",
      "Sonnige Altbauwohnung mit Balkon",
    ]);

    // The fields show the URL's filter after a reload, and 'Alle' is written nowhere.
    await page.reload();
    await expect.poll(() => page.getByLabel("Angebot", { exact: true }).inputValue()).toBe("rent");
    expect(await page.getByLabel("Immobilientyp").inputValue()).toBe("apartment");
    expect(await placeField(page).inputValue()).toBe("spreeufer");
    await page.getByLabel("Immobilientyp").selectOption({ label: "Alle" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect.poll(() => path(page)).toBe("/properties?transactionType=rent&place=spreeufer");
    await expect.poll(() => countHeading(page).textContent()).toBe("3 Immobilien gefunden");

    // 'Zurücksetzen' in the panel returns to the bare list.
    await page.getByRole("button", { name: "Zurücksetzen" }).click();
    await expect.poll(() => path(page)).toBe("/properties");
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");
    expect(await placeField(page).inputValue()).toBe("");
    expect(await page.title()).toBe("Immobilien | Spreehaus Immobilien");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("fills both price inputs from the slider, and typing moves the slider", async () => {
    const page = await open();
    await page.goto("/properties");
    const min = page.getByLabel("Preis ab (€)");
    const max = page.getByLabel("Preis bis (€)");
    const lowThumb = page.getByRole("slider", { name: "Preisuntergrenze" });
    const highThumb = page.getByRole("slider", { name: "Preisobergrenze" });
    // Without an offer the slider spans purchase prices.
    expect(await lowThumb.getAttribute("aria-valuenow")).toBe("0");
    expect(await highThumb.getAttribute("aria-valuenow")).toBe("5000000");
    expect(await min.inputValue()).toBe("");

    // Keyboard: one step (10,000 €) down on the upper thumb fills the upper input; the lower thumb
    // still at 0 means "no lower bound".
    await highThumb.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => max.inputValue()).toBe("4990000");
    expect(await min.inputValue()).toBe("");

    // Mouse: drag the lower thumb to the middle of the track.
    const track = await page.locator("[data-orientation=horizontal]").filter({ has: lowThumb }).first().boundingBox();
    const thumbBox = await lowThumb.boundingBox();
    if (!track || !thumbBox) throw new Error("Schieberegler nicht sichtbar");
    await page.mouse.move(thumbBox.x + thumbBox.width / 2, thumbBox.y + thumbBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width / 2, track.y + track.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = Number(await min.inputValue());
    expect(dragged).toBeGreaterThan(1_500_000);
    expect(dragged).toBeLessThan(3_500_000);
    expect(dragged % 10_000).toBe(0);
    expect(await lowThumb.getAttribute("aria-valuenow")).toBe(String(dragged));

    // Typing moves the thumbs to the typed prices.
    await min.fill("400000");
    await max.fill("1500000");
    await expect.poll(() => lowThumb.getAttribute("aria-valuenow")).toBe("400000");
    expect(await highThumb.getAttribute("aria-valuenow")).toBe("1500000");

    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect.poll(() => path(page)).toBe("/properties?minPrice=400000&maxPrice=1500000");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("applies a price range from the URL and shows the empty state, whose 'Zurücksetzen' leads back to /properties", async () => {
    const page = await open();
    await page.goto("/properties?minPrice=600000&maxPrice=700000");
    await expect.poll(() => cardTitles(page)).toEqual(["Stadthaus mit Garten am Wasser"]);
    // The slider starts at the URL's prices.
    expect(await page.getByRole("slider", { name: "Preisuntergrenze" }).getAttribute("aria-valuenow")).toBe("600000");

    await page.goto("/properties?city=Nirgendwo&type=new");
    await expect.poll(() => page.getByRole("heading", { name: "Keine Immobilien gefunden" }).isVisible()).toBe(true);
    await screenshot(page, "properties-empty");
    await page.getByRole("link", { name: "Zurücksetzen" }).click();
    await expect.poll(() => path(page)).toBe("/properties");
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("follows a footer link to a filtered list while already on /properties", async () => {
    const page = await open();
    await page.goto("/properties?city=spreeufer");
    await expect.poll(() => countHeading(page).textContent()).toBe("4 Immobilien gefunden");
    await page.locator("footer").getByRole("link", { name: "Gewerbe", exact: true }).click();
    await expect.poll(() => path(page)).toBe("/properties?type=commercial");
    await expect.poll(() => cardTitles(page)).toEqual(["Ladenfläche an der Spree"]);
    expect(await page.getByLabel("Immobilientyp").inputValue()).toBe("commercial");
    expect(await placeField(page).inputValue()).toBe("");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the first page from the document itself, and asks the API for the next search", async () => {
    const page = await open();
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/properties") asked.push(url.search);
    });
    await page.goto("/properties?transactionType=buy");
    await expect.poll(() => countHeading(page).textContent()).toMatch(/Immobilien? gefunden$/);
    expect(asked).toEqual([]);
    await page.getByLabel("Sortieren nach").selectOption({ label: "Preis aufsteigend" });
    await expect.poll(() => asked).toEqual(["?transactionType=buy&sort=price_asc&pageSize=24&page=1"]);
    await closePage(page);
  });

  it("shows the error state when the list cannot load and recovers with 'Erneut versuchen'", async () => {
    const page = await open();
    // The first page comes embedded in the document; the next search is a request of its own.
    await page.goto("/properties");
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");
    await page.route("**/api/properties?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Kaputt"}' }),
    );
    await page.getByLabel("Sortieren nach").selectOption({ label: "Preis aufsteigend" });
    await expect
      .poll(() => page.getByRole("heading", { name: "Fehler beim Laden der Immobilien" }).isVisible())
      .toBe(true);
    expect(await page.getByText("Bitte versuchen Sie es später erneut.").isVisible()).toBe(true);
    await page.unroute("**/api/properties?*");
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");
    expectNoConsoleErrors(page, [/500/]);
    await closePage(page);
  });

  it("keeps the results near the top on phones: the panel opens on demand and closes after applying", async () => {
    const page = await open(375);
    await page.goto("/properties");
    await expect.poll(() => countHeading(page).textContent()).toBe("5 Immobilien gefunden");
    const toggle = page.getByRole("button", { name: /^Filter(\s+\d+ aktiv)?$/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await placeField(page).isVisible()).toBe(false);
    const top = (await countHeading(page).boundingBox())?.y ?? Infinity;
    console.info(`[properties] 375 px: result count at y=${Math.round(top)} px (viewport 812 px)`);
    expect(top).toBeLessThan(700);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    // Closing the panel without applying keeps what was typed.
    await placeField(page).fill("Pank");
    await toggle.click();
    expect(await placeField(page).isVisible()).toBe(false);
    await toggle.click();
    expect(await placeField(page).inputValue()).toBe("Pank");
    await placeField(page).fill("");
    await page.getByLabel("Angebot", { exact: true }).selectOption({ label: "Kaufen" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect.poll(() => path(page)).toBe("/properties?transactionType=buy");
    await expect.poll(() => countHeading(page).textContent()).toBe("2 Immobilien gefunden");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.textContent()).toContain("1 aktiv");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("property detail", () => {
  it("shows a rent property with '/Monat', facts, paragraphs, contact box and the apply button", async () => {
    const page = await open();
    await page.goto(`/properties/${ids.rentFlat}`);
    const main = page.locator("main");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Sonnige Altbauwohnung mit Balkon");
    expect(await page.title()).toBe("Sonnige Altbauwohnung mit Balkon | Spreehaus Immobilien");
    const meta = await page.locator('meta[name="description"]').getAttribute("content");
    // The key facts, then the description on one line, 200 characters at most (truncate() adds "...").
    const facts = `Kaltmiete 1.450\u00a0€/Monat · Warmmiete 1.690\u00a0€/Monat · 78\u00a0m² · 2,5 Zimmer · ${CITY}`;
    expect(meta).toBe(`${`${facts}. ${RENT_FLAT_DESCRIPTION.replace(/\s+/g, " ")}`.slice(0, 200).trimEnd()}...`);

    expect(await region(page, "Kosten").innerText()).toContain("1.450\u00a0€/Monat");
    expect(await main.getByText(`Kastanienallee 42, ${CITY}`).isVisible()).toBe(true);
    const keyFacts = await region(page, "Eckdaten").innerText();
    expect(keyFacts).toContain("Wohnung");
    expect(keyFacts).toContain("78\u00a0m²");
    expect(keyFacts).toContain("2,5");
    expect(keyFacts).toContain("Sofort");
    expect(await main.getByText("Zweiter Absatz der Beschreibung.").evaluate((el) => el.tagName)).toBe("P");

    expect(await page.getByRole("link", { name: "Jetzt bewerben" }).getAttribute("href")).toBe(
      `/application/${ids.rentFlat}`,
    );
    // Both open the contact form about this listing.
    expect(await page.getByRole("link", { name: "Kontakt aufnehmen" }).getAttribute("href")).toBe(
      `/contact?propertyId=${ids.rentFlat}`,
    );
    expect(await page.getByRole("link", { name: "Nachricht senden" }).getAttribute("href")).toBe(
      `/contact?propertyId=${ids.rentFlat}`,
    );
    expect(await main.getByRole("link", { name: /1234 5678/ }).getAttribute("href")).toBe("tel:+493012345678");
    expect(await main.getByRole("link", { name: /info@spreehaus-immobilien\.de/ }).getAttribute("href")).toBe(
      "mailto:info@spreehaus-immobilien.de",
    );

    await main.getByRole("link", { name: "Zurück zur Übersicht" }).first().click();
    await expect.poll(() => path(page)).toBe("/properties");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows a purchase property with the price per m² and no apply button", async () => {
    const page = await open();
    await page.goto(`/properties/${ids.buyHouse}`);
    const main = page.locator("main");
    const costs = region(page, "Kosten");
    await expect.poll(() => costs.getByText("685.000\u00a0€", { exact: true }).isVisible()).toBe(true);
    expect(await costs.getByText("8.782\u00a0€/m²").isVisible()).toBe(true);
    expect(await main.getByText("/Monat").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Jetzt bewerben" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Kontakt aufnehmen" }).isVisible()).toBe(true);
    // Three lines, three paragraphs (the blank line is dropped).
    expect(await main.locator("#property-description-title + div > p").count()).toBe(3);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("marks a reserved rent property as 'Reserviert' (badge and availability) without the apply button", async () => {
    const page = await open();
    await page.goto(`/properties/${ids.reservedFlat}`);
    const main = page.locator("main");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Reservierte Dachgeschosswohnung");
    expect(await main.locator("header").getByText("Reserviert", { exact: true }).isVisible()).toBe(true);
    expect(await region(page, "Eckdaten").innerText()).toContain("Reserviert");
    expect(await region(page, "Eckdaten").innerText()).not.toContain("Sofort");
    expect(await page.getByRole("link", { name: "Jetzt bewerben" }).count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows 'Immobilie nicht gefunden' for a missing or malformed id, with a way back", async () => {
    const page = await open();
    for (const id of ["999999", "abc"]) {
      await page.goto(`/properties/${id}`);
      await expect.poll(() => page.getByRole("heading", { name: "Immobilie nicht gefunden" }).isVisible()).toBe(true);
      expect(await page.getByText("Die gesuchte Immobilie existiert nicht oder wurde entfernt.").isVisible()).toBe(
        true,
      );
      expect(await page.getByRole("link", { name: "Zurück zur Übersicht" }).getAttribute("href")).toBe("/properties");
      expect(await page.getByRole("button", { name: "Erneut versuchen" }).count()).toBe(0);
    }
    await screenshot(page, "property-not-found");
    expectNoConsoleErrors(page, [/404/]);
    await closePage(page);
  });

  it("moves through the placeholder images with the keyboard and the buttons; only the first image loads eagerly", async () => {
    const page = await open();
    await page.goto(`/properties/${ids.rentFlat}`);
    const carousel = page.getByRole("region", { name: "Bildergalerie" });
    const counter = carousel.getByTestId("slide-counter");
    await expect.poll(() => counter.innerText()).toBe("1 / 3");

    const images = await carousel.locator("img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
      })),
    );
    expect(images.map((img) => img.src)).toEqual([
      "/placeholders/property-1.svg",
      "/placeholders/property-2.svg",
      "/placeholders/property-3.svg",
    ]);
    expect(images.every((img) => img.width && img.height)).toBe(true);
    expect(images.map((img) => [img.loading, img.priority])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);

    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.innerText()).toBe("2 / 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter.innerText()).toBe("3 / 3");
    await page.getByRole("button", { name: "Nächstes Bild" }).click();
    await expect.poll(() => counter.innerText()).toBe("1 / 3");
    await page.getByRole("button", { name: "Vorheriges Bild" }).click();
    await expect.poll(() => counter.innerText()).toBe("3 / 3");
    // Only the visible slide is exposed to assistive technology.
    expect(await carousel.locator('[role=group][aria-hidden="false"] img').getAttribute("src")).toBe(
      "/placeholders/property-3.svg",
    );
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows an uploaded photo (a /media/ path) instead of placeholders", async () => {
    const page = await open();
    await page.goto(`/properties/${ids.photoFlat}`);
    const carousel = page.getByRole("region", { name: "Bildergalerie" });
    await expect.poll(() => carousel.locator("img").count()).toBe(1);
    // A <picture>: WebP copies by width, a JPEG copy as fallback (the stored path plus /{width}.{format}).
    expect(await carousel.locator("img").getAttribute("src")).toMatch(/^\/media\/[\w-]{22}\/1200\.jpg$/);
    await expect
      .poll(() => carousel.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await carousel.locator("img").evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/media\/[\w-]{22}\/(400|800|1200)\.webp$/,
    );
    // A single image needs no controls.
    expect(await page.getByRole("button", { name: "Nächstes Bild" }).count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("sends an inquiry from the detail page that is stored with the property's id", async () => {
    const page = await open(375);
    await page.goto(`/properties/${ids.buyHouse}`);
    const inquiry = page.getByRole("region", { name: "Anfrage zu dieser Immobilie" });
    // The form's code loads as the visitor scrolls towards it.
    await inquiry.scrollIntoViewIfNeeded();
    await inquiry.getByLabel("Name").fill("Jonas Weber");
    await inquiry.getByLabel("E-Mail").fill("jonas.weber@example.de");
    await inquiry.getByLabel("Nachricht").fill("Ist eine Besichtigung am Samstag möglich?");
    await inquiry.getByRole("button", { name: "Nachricht senden" }).click();
    await expect.poll(() => page.getByText("Nachricht gesendet").isVisible()).toBe(true);
    await expect.poll(() => inquiry.getByLabel("Name").inputValue()).toBe("");

    const contacts = await admin.listContacts();
    const sent = contacts.find((contact) => contact.email === "jonas.weber@example.de");
    expect(sent).toMatchObject({
      name: "Jonas Weber",
      message: "Ist eine Besichtigung am Samstag möglich?",
      propertyId: ids.buyHouse,
    });
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

/**
 * Cumulative layout shift of the page so far (Chromium's layout-shift entries, without input), in
 * total and without the shifts whose only moved element is the footer. The footer shift comes from
 * the router's lazy-page fallback (a half-screen spinner with the footer under it), not from these pages.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; content: number }>((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
        const result = { total: 0, content: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            result.total += entry.value;
            if (!entry.sources.every((source) => source.node?.nodeName === "FOOTER")) result.content += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(result), 300);
      }),
  );

describe("layout stability", () => {
  for (const width of [375, 1280] as const) {
    it(`keeps the content still while list and detail load at ${width} px`, async () => {
      const page = await open(width);
      await page.goto("/properties");
      await expect.poll(() => countHeading(page).isVisible()).toBe(true);
      await page.waitForLoadState("load");
      const list = await layoutShift(page);
      await page.goto(`/properties/${ids.rentFlat}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      await page.waitForLoadState("load");
      const detail = await layoutShift(page);
      const show = ({ total, content }: { total: number; content: number }) =>
        `${total.toFixed(3)} (content ${content.toFixed(3)})`;
      console.info(`[properties] CLS at ${width} px: list ${show(list)}, detail ${show(detail)}`);
      expect(list.content).toBeLessThan(0.01);
      expect(detail.content).toBeLessThan(0.01);
      await closePage(page);
    });
  }
});

describe("accessibility and screenshots", () => {
  for (const [width, theme] of looks) {
    it(`list and detail pass axe in ${theme} at ${width} px`, async () => {
      const page = await open(width, theme);
      await page.goto("/properties");
      await expect.poll(() => countHeading(page).isVisible()).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await scan(page, `Immobilien ${theme} ${width}px`);
      await screenshot(page, `properties-${theme}`);
      if (width === 375) {
        await page.getByRole("button", { name: /^Filter(\s+\d+ aktiv)?$/ }).click();
        await scan(page, `Immobilien, Filter offen, ${theme} ${width}px`);
        await screenshot(page, `properties-filter-open-${theme}`);
      }

      await page.goto(`/properties/${ids.rentFlat}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      await scan(page, `Immobilie ${theme} ${width}px`);
      await screenshot(page, `property-detail-${theme}`);

      await page.goto(`/properties/${ids.buyHouse}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      await scan(page, `Immobilie (Kauf) ${theme} ${width}px`);
      expectNoConsoleErrors(page);
      await closePage(page);
      // Four axe scans of long pages: minutes, not seconds, when the machine is busy.
    }, 180_000);
  }
});
