// From a listing onwards: similar listings under it (which a reserved listing's note points to),
// and 'Kontakt aufnehmen' / 'Nachricht senden' open the contact form about this listing, which
// shows it and sends its id; an unknown id leaves the general form. Screenshots of the pages.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { facadePhoto } from "../server/test/photo";
import { dataUrl } from "../server/test/factories";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot } from "./support/browser";
import { fillForm } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
const CITY = "Berlin-Anfragekiez";
const house = { id: 0, objectNumber: "", title: "Reserviertes Stadthaus in Karlshorst" };
const others: { id: number; price: number }[] = [];

beforeAll(async () => {
  const photo = dataUrl("image/jpeg", await facadePhoto());
  const base = {
    type: "house" as const,
    transactionType: "buy" as const,
    serviceCharges: null,
    city: CITY,
    images: [photo],
  };
  const target = await suite.admin.createProperty({ ...base, title: house.title, price: 640_000, status: "reserved" });
  Object.assign(house, { id: target.id, objectNumber: target.objectNumber });
  for (const price of [600_000, 700_000, 655_000, 900_000]) {
    const made = await suite.admin.createProperty({
      ...base,
      title: `Einfamilienhaus für ${price / 1000} Tsd. €`,
      price,
    });
    others.push({ id: made.id, price });
  }
  await suite.admin.createProperty({ ...base, title: "Verstecktes Haus", price: 641_000, status: "hidden" });
}, 120_000);

const similarSection = (page: Page) => page.getByRole("region", { name: "Ähnliche Angebote" });

async function openHouse(page: Page) {
  await page.goto(`/properties/${house.id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("a listing's similar listings", () => {
  it("shows three public listings of the same offer and type, nearest price first; the reserved note links there", async () => {
    const page = await suite.open();
    await openHouse(page);
    const titles = similarSection(page).getByRole("heading", { level: 3 });
    await expect
      .poll(() => titles.allInnerTexts())
      .toEqual(["Einfamilienhaus für 655 Tsd. €", "Einfamilienhaus für 600 Tsd. €", "Einfamilienhaus für 700 Tsd. €"]);
    const note = page.getByRole("link", { name: "ähnliche Angebote" });
    expect(await note.getAttribute("href")).toBe("#aehnliche-angebote");
    await note.click();
    await expect.poll(() => similarSection(page).evaluate((el) => el.getBoundingClientRect().top < 400)).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("the contact form about a listing", () => {
  it("opens from 'Kontakt aufnehmen', names the listing and stores the message with it", async () => {
    const page = await suite.open({ width: 375 });
    await openHouse(page);
    await page.getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await page.waitForURL(`**/contact?propertyId=${house.id}`);
    const about = page.getByTestId("inquiry-listing");
    await about.waitFor();
    expect(await about.innerText()).toContain(house.title);
    expect(await about.innerText()).toContain(`Objektnummer ${house.objectNumber}`);
    expect(await about.getByRole("link", { name: "Zurück zur Immobilie" }).getAttribute("href")).toBe(
      `/properties/${house.id}`,
    );
    await fillForm(page, {
      Name: "Jonas Berger",
      "E-Mail": "jonas.berger@example.de",
      Nachricht: "Guten Tag, ist eine Besichtigung am Wochenende möglich?",
    });
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page.getByText("Vielen Dank für Ihre Nachricht.").first().waitFor();
    const stored = (await suite.admin.listContacts()).find((m) => m.email === "jonas.berger@example.de");
    expect(stored?.propertyId).toBe(house.id);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("opens from 'Nachricht senden' too, and an unknown listing leaves the general form", async () => {
    const page = await suite.open();
    await openHouse(page);
    expect(await page.getByRole("link", { name: "Nachricht senden" }).getAttribute("href")).toBe(
      `/contact?propertyId=${house.id}`,
    );
    await page.goto("/contact?propertyId=999999");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await fillForm(page, {
      Name: "Mia Roth",
      "E-Mail": "mia.roth@example.de",
      Nachricht: "Guten Tag, ich suche eine Wohnung in Köpenick.",
    });
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page.getByText("Vielen Dank für Ihre Nachricht.").first().waitFor();
    expect(await page.getByTestId("inquiry-listing").count()).toBe(0);
    const stored = (await suite.admin.listContacts()).find((m) => m.email === "mia.roth@example.de");
    expect(stored?.propertyId).toBeNull();
    expectNoConsoleErrors(page, [/status of 404/]);
    await closePage(page);
  });
});

describe("screenshots and axe", () => {
  // One test per screen, so a slow machine's time limit applies to each, not to all four.
  for (const [width, theme] of looks) {
    it(`of the detail page, the contact form about it and the 404 page at ${width} px, ${theme}`, async () => {
      const page = await suite.open({ width, theme });
      await openHouse(page);
      await similarSection(page).getByRole("heading", { level: 3 }).first().waitFor();
      // Lazy images below the fold (the similar listings) load only once asked to.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((image) => {
            image.loading = "eager";
            return image.decode().catch(() => undefined);
          }),
        ),
      );
      await screenshot(page, `listing-extras-detail-${theme}`);
      await checkA11y(page, `Detail ${width} ${theme}`);

      await page.goto(`/contact?propertyId=${house.id}`);
      await page.getByTestId("inquiry-listing").waitFor();
      await screenshot(page, `listing-extras-contact-${theme}`);
      await checkA11y(page, `Kontakt ${width} ${theme}`);

      const response = await page.goto("/gibt-es-nicht");
      expect(response?.status()).toBe(404);
      await page.getByRole("link", { name: "Zu den Immobilien" }).waitFor();
      await screenshot(page, `listing-extras-404-${theme}`);
      await checkA11y(page, `404 ${width} ${theme}`);
      await closePage(page);
    }, 180_000);
  }
});
