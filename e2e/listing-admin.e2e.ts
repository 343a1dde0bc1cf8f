import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Property } from "@shared/schema/properties";
import type { Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot } from "./support/browser";
import { expectToast, pathAndQuery } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// The admin side of the German listing: a draft saved incomplete, the checklist of what publishing
// lacks, completing it (Nebenkosten, Energieausweis), publishing; then what a visitor reads.

const suite = useBrowserSuite();
const nbsp = "\u00a0";
const TITLE = "Altbauwohnung am Arnswalder Platz";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const checklist = (page: Page) => page.getByRole("region", { name: "Checkliste Veröffentlichung" });
const row = (page: Page) => page.locator("table tbody tr").filter({ hasText: TITLE });

async function findListing() {
  const list = await suite.admin.get<Wire<Property>[]>("/api/properties");
  return list.find((p) => p.title === TITLE);
}

describe("an admin publishes a German listing", () => {
  let id: number;

  it("saves an incomplete listing as a draft, and the list says what it lacks", async () => {
    const page = await suite.openSignedIn("/admin/properties/new", { width: 1280 });
    await textbox(page, "Titel").fill(TITLE);
    await textbox(page, "Beschreibung").fill("Drei helle Zimmer mit Dielen und Stuck, Balkon zum ruhigen Hof.");
    await textbox(page, "Kaltmiete").fill("1450");
    await textbox(page, "Wohnfläche").fill("84,5");
    await textbox(page, "Zimmer").fill("2,5");
    await textbox(page, "Straße und Hausnummer").fill("Hufelandstraße 22");
    await textbox(page, "Stadt").fill("Berlin");

    // The checklist follows the typing.
    await checklist(page).getByText("Für die Veröffentlichung fehlen noch 2 Angaben:").waitFor();
    expect(await checklist(page).getByRole("listitem").allInnerTexts()).toEqual(["Energieausweis", "Nebenkosten"]);

    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await expectToast(page, "Entwurf gespeichert");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/properties");

    const stored = await findListing();
    expect(stored).toMatchObject({ status: "hidden", size: 84.5, rooms: 2.5, price: 1450, serviceCharges: null });
    id = stored!.id;
    await row(page).waitFor();
    expect(await row(page).innerText()).toContain("Unvollständig");
    expect(await row(page).innerText()).toContain("Fehlt: Energieausweis, Nebenkosten");
    expectNoConsoleErrors(page);
    await closePage(page);
  }, 120_000);

  it("blocks publishing while the checklist is open, then publishes the completed listing", async () => {
    const page = await suite.openSignedIn(`/admin/properties/${id}`, { width: 1280 });
    expect(await textbox(page, "Wohnfläche").inputValue()).toBe("84,5");

    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await expectToast(
      page,
      "Noch nicht vollständig",
      "Für die Veröffentlichung fehlen Angaben: Energieausweis, Nebenkosten",
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("veroeffentlichung-checkliste");
    expect(await page.getByText("Für die Veröffentlichung erforderlich: Nebenkosten").isVisible()).toBe(true);
    expect((await findListing())!.status).toBe("hidden");

    // An entry of the checklist leads to its field.
    await checklist(page).getByRole("button", { name: "Nebenkosten" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("serviceCharges");
    await textbox(page, "Nebenkosten").fill("240");
    await textbox(page, "Heizkosten").fill("95");
    expect(await page.getByText(`1.785${nbsp}€/Monat`).isVisible()).toBe(true);

    await select(page, "Energieausweis").selectOption("available");
    await select(page, "Art des Energieausweises").selectOption("consumption");
    await textbox(page, "Endenergiekennwert").fill("118");
    await page.getByText("Laut Kennwert: Klasse D.").waitFor();
    await select(page, "Energieeffizienzklasse").selectOption("D");
    await select(page, "Wesentlicher Energieträger").selectOption("district_heating");
    await textbox(page, "Baujahr laut Energieausweis").fill("1905");
    await page.getByRole("checkbox", { name: "Balkon" }).check();
    await checklist(page).getByText("Alle Pflichtangaben für die Anzeige sind da.").waitFor();
    await screenshot(page, "listing-admin-form-complete");

    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await expectToast(page, "Immobilie veröffentlicht", "Immobilie wurde erfolgreich aktualisiert.");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    await expect.poll(() => row(page).innerText()).toContain("Aktiv");
    expect(await row(page).innerText()).not.toContain("Unvollständig");
    expect(await findListing()).toMatchObject({
      status: "active",
      serviceCharges: 240,
      heatingCosts: 95,
      totalRent: 1785,
      features: ["balcony"],
      energyCertificate: {
        status: "available",
        type: "consumption",
        value: 118,
        efficiencyClass: "D",
        primarySource: "district_heating",
        yearBuilt: 1905,
      },
    });
    expectNoConsoleErrors(page);
    await closePage(page);
  }, 180_000);

  it("shows the visitor the cost table, the energy block and '84,5 m²'", async () => {
    const page = await suite.open({ width: 375, path: `/properties/${id}` });
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    const costs = page.getByRole("region", { name: "Kosten", exact: true });
    const costRows = await costs.locator("tr").allInnerTexts();
    expect(costRows.map((text) => text.replace(/[\t\n ]+/g, " "))).toEqual(
      expect.arrayContaining([
        `Kaltmiete 1.450${nbsp}€/Monat`,
        `Nebenkosten 240${nbsp}€/Monat`,
        `Heizkosten 95${nbsp}€/Monat`,
        `Warmmiete 1.785${nbsp}€/Monat`,
      ]),
    );
    const energy = page.getByRole("region", { name: "Energieausweis", exact: true });
    expect(await energy.innerText()).toContain("Verbrauchsausweis");
    const scale = energy.getByRole("img");
    expect(await scale.evaluate((svg) => svg.querySelector("title")?.textContent)).toContain(
      "Energieeffizienzklasse D",
    );
    expect(await page.getByTestId("key-figures").innerText()).toContain(`84,5${nbsp}m²`);
    await closePage(page);
  });
});

describe("the property form on a phone and a laptop", () => {
  for (const [width, theme] of looks) {
    it(`fits ${width} px without sideways scrolling and passes axe (${theme})`, async () => {
      const page = await suite.openSignedIn("/admin/properties/new", { width, theme });
      await select(page, "Energieausweis").selectOption("available");
      await page.getByRole("button", { name: "Veröffentlichen" }).click();
      await page.getByText("Titel muss mindestens 5 Zeichen enthalten").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `listing-admin-form-${theme}`);
      await checkA11y(page, `Immobilienformular ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
      // An axe sweep of the long form takes a while on a busy machine.
    }, 180_000);
  }
});
