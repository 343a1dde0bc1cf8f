import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { completeCertificate, dataUrl } from "../server/test/factories";
import { facadePhoto } from "../server/test/photo";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// What a flat-seeker reads on a German listing: the cost table, facts, features, the energy block
// with its A+–H scale, the location without a hidden street, floor plans in a swiping gallery, and
// cards with '… € kalt' and the Warmmiete. Listings are made through the API as the admin makes them.

const suite = useBrowserSuite();
const nbsp = "\u00a0";
/** A city no other row uses, so the list below shows exactly the listings made here. */
const CITY = "Berlin-Testkiez";
const ids = { flat: 0, sale: 0, shop: 0 };

/** A floor plan drawing (walls on white), as an architect's PNG. */
const floorPlan = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <rect width="1200" height="900" fill="#fff"/>
      <g fill="none" stroke="#222" stroke-width="14"><rect x="80" y="80" width="1040" height="740"/>
      <path d="M560 80v420M80 500h700M780 500v320"/></g></svg>`),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  const [photo, plan] = await Promise.all([facadePhoto(), floorPlan()]);
  ids.flat = (
    await suite.admin.createProperty({
      title: "Altbauwohnung mit Balkon am Arnswalder Platz",
      transactionType: "rent",
      price: 1450,
      serviceCharges: 240,
      heatingCosts: 95,
      deposit: 4350,
      size: 84.5,
      rooms: 2.5,
      bedrooms: 1,
      bathrooms: 1,
      floor: 3,
      floors: 5,
      yearBuilt: 1905,
      condition: "well_kept",
      heatingType: "district",
      availableFrom: "2099-03-01",
      features: ["balcony", "fitted_kitchen", "elevator", "cellar"],
      address: "Hufelandstraße 22",
      postalCode: "10407",
      district: "Prenzlauer Berg",
      city: CITY,
      showAddress: false,
      energyCertificate: { ...completeCertificate, validUntil: "2032-04-10", issuedAt: "2022-04-11" },
      images: [dataUrl("image/jpeg", photo)],
      floorPlans: [dataUrl("image/png", plan)],
    })
  ).id;
  ids.sale = (
    await suite.admin.createProperty({
      title: "Eigentumswohnung im Denkmal mit Stuck",
      transactionType: "buy",
      price: 685_000,
      size: 78,
      rooms: 3,
      floor: 0,
      buyerCommission: "3,57 % inkl. MwSt.",
      serviceCharges: null,
      city: CITY,
      energyCertificate: { status: "at_viewing" },
    })
  ).id;
  ids.shop = (
    await suite.admin.createProperty({
      title: "Ladenlokal mit Schaufenster",
      type: "commercial",
      transactionType: "rent",
      price: 3200,
      serviceCharges: 420,
      heatingIncluded: true,
      size: 140,
      rooms: 3,
      city: CITY,
    })
  ).id;
}, 120_000);

const open = (width: Width = 1280, theme?: Theme) => suite.open({ width, theme });

async function openListing(id: number, width: Width = 1280, theme?: Theme) {
  const page = await open(width, theme);
  await page.goto(`/properties/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** A section of the page by its heading. */
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A definition list's or a table's rows as "label: value". */
const rows = (scope: Locator, selector: "dl > div" | "tr") =>
  scope
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((el) => [...el.children].map((child) => (child as HTMLElement).innerText.trim()).join(": ")),
    );

describe("a rental's detail page", () => {
  it("shows the cost table, facts, features, energy block, location and object number", async () => {
    const page = await openListing(ids.flat);
    const { objectNumber } = await suite.admin.get<{ objectNumber: string }>(`/api/properties/${ids.flat}`);

    expect(await rows(section(page, "Kosten"), "tr")).toEqual([
      `Kaltmiete: 1.450${nbsp}€/Monat`,
      `Nebenkosten: 240${nbsp}€/Monat`,
      `Heizkosten: 95${nbsp}€/Monat`,
      `Warmmiete: 1.785${nbsp}€/Monat`,
      `Kaution: 4.350${nbsp}€`,
      "Provision: Provisionsfrei für Mieter",
    ]);
    expect(await rows(section(page, "Eckdaten"), "dl > div")).toEqual([
      "Objektart: Wohnung",
      `Wohnfläche: 84,5${nbsp}m²`,
      "Zimmer: 2,5",
      "Schlafzimmer: 1",
      "Badezimmer: 1",
      "Etage: 3. OG von 5",
      "Baujahr: 1905",
      "Zustand: Gepflegt",
      "Heizungsart: Fernwärme",
      "Verfügbar ab: 1. März 2099",
    ]);
    expect(await section(page, "Ausstattung").getByRole("listitem").allInnerTexts()).toEqual([
      "Balkon",
      "Einbauküche",
      "Aufzug",
      "Keller",
    ]);

    const energy = section(page, "Energieausweis");
    const scale = energy.getByRole("img");
    expect(await scale.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await scale.evaluate((svg) => svg.querySelector("title")?.textContent)).toBe(
      `Energieeffizienzklasse D (100 bis unter 130 kWh/(m²·a)), Endenergieverbrauch 118${nbsp}kWh/(m²·a), auf der Skala von A+ bis H`,
    );
    expect(await rows(energy, "dl > div")).toEqual([
      "Art des Energieausweises: Verbrauchsausweis",
      `Endenergieverbrauch: 118${nbsp}kWh/(m²·a) inkl. Warmwasser`,
      "Wesentlicher Energieträger: Fernwärme",
      "Baujahr: 1905",
      "Energieeffizienzklasse: D",
      "Gültig bis: 10. April 2032",
    ]);

    const location = section(page, "Lage");
    expect(await rows(location, "dl > div")).toEqual([`Ort: 10407 ${CITY}`, "Ortsteil: Prenzlauer Berg"]);
    expect(await location.getByText("Die genaue Adresse nennen wir Ihnen gern auf Anfrage.").isVisible()).toBe(true);
    // The street is hidden from visitors: nowhere on the page, nor in its head.
    expect(await page.content()).not.toContain("Hufelandstraße");
    expect(await page.locator("header").getByText(objectNumber).isVisible()).toBe(true);

    // The price box beside the gallery states Kaltmiete and Warmmiete on wide screens.
    const keyFigures = page.getByTestId("key-figures");
    expect(await keyFigures.innerText()).toContain(`84,5${nbsp}m²`);
    expect(await page.getByRole("heading", { name: "Kaltmiete", level: 2 }).isVisible()).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the floor plan in the gallery as 'Grundriss' and jumps to it", async () => {
    const page = await openListing(ids.flat);
    const gallery = page.getByRole("region", { name: "Bildergalerie" });
    const counter = gallery.getByTestId("slide-counter");
    expect(await counter.innerText()).toBe("1 / 2");
    await page.getByRole("button", { name: "Grundriss", exact: true }).click();
    await expect.poll(() => counter.innerText()).toBe("2 / 2");
    const shown = gallery.locator('[role=group][aria-hidden="false"]');
    expect(await shown.getAttribute("aria-label")).toBe("Grundriss, Bild 2 von 2");
    expect(await shown.locator("img").getAttribute("alt")).toBe(
      "Grundriss: Altbauwohnung mit Balkon am Arnswalder Platz – Bild 2 von 2",
    );
    expect(await shown.getByText("Grundriss").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Grundriss", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.getByRole("button", { name: "1 Bild" }).click();
    await expect.poll(() => counter.innerText()).toBe("1 / 2");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("on a 375 px phone", () => {
  it("has the price on the first screen and swipes through the gallery with a finger", async () => {
    const page = await openListing(ids.flat, 375);
    const price = page.getByTestId("key-figures").getByText(`1.450${nbsp}€/Monat`);
    const box = await price.boundingBox();
    console.info(`[listing-detail] 375 px: price at y=${Math.round(box?.y ?? -1)} px (viewport 812 px)`);
    expect(box!.y + box!.height).toBeLessThan(812);
    expect(await page.getByTestId("key-figures").innerText()).toContain(`Warmmiete`);

    const gallery = page.getByRole("region", { name: "Bildergalerie" });
    const counter = gallery.getByTestId("slide-counter");
    const track = await page.getByTestId("gallery-track").boundingBox();
    const y = track!.y + track!.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    // A real touch: Chromium turns it into pointer events, as on a phone.
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 8; step++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y: y + step }],
        });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    // From the middle of the photo, away from the buttons at its sides.
    const middle = track!.x + track!.width / 2;
    await swipe(middle + 100, middle - 120);
    await expect.poll(() => counter.innerText()).toBe("2 / 2");
    await swipe(middle - 100, middle + 120);
    await expect.poll(() => counter.innerText()).toBe("1 / 2");
    // A short touch is no swipe.
    await swipe(middle, middle - 15);
    expect(await counter.innerText()).toBe("1 / 2");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("turns the slide when dragged with the mouse too, and keeps the arrow keys", async () => {
    const page = await openListing(ids.flat, 1280);
    const counter = page.getByTestId("slide-counter");
    const track = (await page.getByTestId("gallery-track").boundingBox())!;
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.2, y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => counter.innerText()).toBe("2 / 2");
    await page.getByRole("region", { name: "Bildergalerie" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.innerText()).toBe("1 / 2");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("a purchase and a shop", () => {
  it("show the Kaufpreis, price per m², buyer's commission and the certificate at the viewing", async () => {
    const page = await openListing(ids.sale);
    expect(await rows(section(page, "Kosten"), "tr")).toEqual([
      `Kaufpreis: 685.000${nbsp}€`,
      `Preis pro m²: 8.782${nbsp}€/m²`,
      "Käuferprovision: 3,57 % inkl. MwSt.",
    ]);
    expect(await rows(section(page, "Eckdaten"), "dl > div")).toContain("Etage: Erdgeschoss");
    const energy = section(page, "Energieausweis");
    expect(await energy.innerText()).toContain("Energieausweis liegt zur Besichtigung vor");
    expect(await energy.getByRole("img").count()).toBe(0);
    expect(await page.locator("main").getByText("/Monat").count()).toBe(0);
    expect(await section(page, "Ausstattung").count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("says when heating is part of the service charges and gives a commercial building its heat and electricity values", async () => {
    const page = await openListing(ids.shop);
    expect(await rows(section(page, "Kosten"), "tr")).toEqual([
      `Kaltmiete: 3.200${nbsp}€/Monat`,
      `Nebenkosten: 420${nbsp}€/Monat`,
      "Heizkosten: in den Nebenkosten enthalten",
      `Warmmiete: 3.620${nbsp}€/Monat`,
      "Provision: Provisionsfrei für Mieter",
    ]);
    const energy = section(page, "Energieausweis");
    expect(await rows(energy, "dl > div")).toEqual(
      expect.arrayContaining([
        `Energiekennwert Wärme: 95${nbsp}kWh/(m²·a)`,
        `Energiekennwert Strom: 40${nbsp}kWh/(m²·a)`,
      ]),
    );
    expect(await energy.getByRole("img").count()).toBe(0);
    expect(await rows(section(page, "Eckdaten"), "dl > div")).toEqual(
      expect.arrayContaining([`Fläche: 140${nbsp}m²`, "Räume: 3"]),
    );
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("cards", () => {
  it("show '… € kalt' with the Warmmiete, the Kaufpreis, m² with decimals and rooms", async () => {
    const page = await open(1280);
    await page.goto(`/properties?city=${encodeURIComponent(CITY)}`);
    const card = (title: string) => page.locator("main article", { hasText: title });
    await card("Altbauwohnung mit Balkon am Arnswalder Platz").waitFor();
    const flat = await card("Altbauwohnung mit Balkon am Arnswalder Platz").innerText();
    expect(flat).toContain(`1.450${nbsp}€ kalt`);
    expect(flat).toContain(`Warmmiete 1.785${nbsp}€/Monat`);
    expect(flat).toContain(`84,5${nbsp}m²`);
    expect(flat).toContain("2,5 Zimmer");
    expect(flat).toContain(`10407 ${CITY}, Prenzlauer Berg`);
    const sale = await card("Eigentumswohnung im Denkmal mit Stuck").innerText();
    expect(sale).toContain(`685.000${nbsp}€`);
    expect(sale).toContain(`Preis pro m² 8.782${nbsp}€/m²`);
    expect(sale).not.toContain("kalt");
    expect(await card("Ladenlokal mit Schaufenster").innerText()).toContain("3 Räume");
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "listing-cards");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("accessibility and screenshots", () => {
  for (const [width, theme] of looks) {
    it(`the detail page passes axe in ${theme} at ${width} px`, async () => {
      const page = await openListing(ids.flat, width, theme);
      await page.evaluate(() => document.fonts.ready);
      await checkA11y(page, `Exposé ${theme} ${width}px`);
      await screenshot(page, `listing-detail-${theme}`);
      await page.goto(`/properties?city=${encodeURIComponent(CITY)}`);
      await page.locator("main article").first().waitFor();
      await checkA11y(page, `Karten ${theme} ${width}px`);
      await screenshot(page, `listing-cards-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    }, 180_000);
  }
});
