import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Property } from "@shared/schema/properties";
import type { AdminApi, Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { openToast, tab, tabPanel as panel } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// The German Excel export as Excel writes it: Windows-1252 bytes, semicolons, decimal commas.
const excelFile = readFileSync(new URL("../server/imports/fixtures/immobilien-excel.csv", import.meta.url));
const nbsp = "\u00a0";

const suite = useBrowserSuite();
let admin: AdminApi;

beforeAll(() => {
  admin = suite.admin;
});

const listing = async (objectNumber: string) =>
  (await admin.get<Wire<Property>[]>("/api/properties")).filter((p) => p.objectNumber === objectNumber);

async function openCsvTab(width: Width = 1280, theme?: Theme): Promise<Page> {
  const page = await suite.openSignedIn("/admin/import", { width, theme });
  await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  await tab(page, "CSV").click();
  return page;
}

async function chooseExcelFile(page: Page) {
  await panel(page)
    .getByLabel("CSV-Datei")
    .setInputFiles({ name: "immobilien-excel.csv", mimeType: "text/csv", buffer: excelFile });
  await page.getByTestId("csv-preview-counts").waitFor();
}

const resultRows = (page: Page) => panel(page).getByTestId("import-result-row");

describe("importing a German Excel CSV", () => {
  it("previews, imports and reports each row: created, stored hidden with reasons, refused", async () => {
    const page = await openCsvTab();
    await chooseExcelFile(page);
    expect(await page.getByTestId("csv-preview-counts").innerText()).toContain(
      "4 Zeilen gelesen: 3 gültig, 1 mit Fehlern.",
    );
    expect(await panel(page).getByText("Gelesen als: Semikolon, Windows-1252.").isVisible()).toBe(true);
    const preview = panel(page).getByTestId("csv-preview-row");
    expect(await preview.nth(0).innerText()).toContain(`84,5${nbsp}m²`);
    expect(await preview.nth(1).innerText()).toContain("Ruhige Wohnung am Müggelsee in Köpenick");
    expect(await panel(page).getByTestId("csv-preview-incomplete").innerText()).toContain(
      "Für die Veröffentlichung fehlen Angaben: Energieausweis, Nebenkosten",
    );

    await screenshot(page, "import-german-csv-preview");

    await panel(page).getByRole("button", { name: "3 Immobilien importieren" }).click();
    await expect.poll(() => openToast(page).getByText("Import erfolgreich").isVisible()).toBe(true);
    expect(await openToast(page).innerText()).toContain(
      "3 Immobilien importiert, 1 fehlgeschlagen, 1 versteckt gespeichert (unvollständig)",
    );
    await expect.poll(() => resultRows(page).count()).toBe(4);
    const texts = await resultRows(page).allInnerTexts();
    expect(texts[0]).toMatch(
      /Zeile 2[\s\S]*Neu angelegt[\s\S]*SP-XL-0001[\s\S]*Altbauwohnung mit Balkon am Prenzlauer Berg/,
    );
    expect(texts[1]).toMatch(
      /Zeile 3[\s\S]*Versteckt gespeichert[\s\S]*Köpenick[\s\S]*Für die Veröffentlichung fehlen Angaben: Energieausweis, Nebenkosten/,
    );
    expect(texts[2]).toMatch(/Zeile 4[\s\S]*Neu angelegt[\s\S]*Doppelhaushälfte mit Garten in Köpenick/);
    expect(texts[3]).toMatch(
      /Zeile 5[\s\S]*Abgelehnt[\s\S]*Ladenfläche ohne Preisangabe[\s\S]*Preis muss angegeben werden/,
    );
    await screenshot(page, "import-german-csv-result");

    expect(await listing("SP-XL-0004")).toEqual([]);
    const [hidden] = await listing("SP-XL-0002");
    expect(hidden).toMatchObject({ status: "hidden", district: "Köpenick" });
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("updates the listings on a second import of the same file instead of duplicating them", async () => {
    const page = await openCsvTab();
    await chooseExcelFile(page);
    await panel(page).getByRole("button", { name: "3 Immobilien importieren" }).click();
    await expect.poll(() => resultRows(page).count()).toBe(4);
    expect(await resultRows(page).nth(0).innerText()).toContain("Aktualisiert");
    expect(await resultRows(page).nth(1).innerText()).toContain("Bestehende Immobilie aktualisiert, aber versteckt");
    expect(await listing("SP-XL-0001")).toHaveLength(1);
    await closePage(page);
  });

  it("shows the imported flat to visitors with its umlauts and '84,5 m²'", async () => {
    const [flat] = await listing("SP-XL-0001");
    const [house] = await listing("SP-XL-0003");
    const page = await suite.open({ width: 375 });
    await page.goto(`/properties/${flat.id}`);
    await page.getByRole("heading", { level: 1, name: "Altbauwohnung mit Balkon am Prenzlauer Berg" }).waitFor();
    expect(await page.getByTestId("key-figures").innerText()).toContain(`84,5${nbsp}m²`);
    expect(await page.locator("main").innerText()).toContain("Prenzlauer Straße 12");
    await page.goto(`/properties/${house.id}`);
    await page.getByRole("heading", { level: 1, name: "Doppelhaushälfte mit Garten in Köpenick" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("Köpenick");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`shows the per-row results readably at ${width} px (${theme})`, async () => {
      const page = await openCsvTab(width, theme);
      await chooseExcelFile(page);
      await panel(page).getByRole("button", { name: "3 Immobilien importieren" }).click();
      await expect.poll(() => resultRows(page).count()).toBe(4);
      await openToast(page).getByRole("button", { name: "Schließen" }).click(); // not over the list in the picture
      await page.getByTestId("import-results").scrollIntoViewIfNeeded();
      await screenshot(page, `import-german-csv-results-${theme}`);
      await checkA11y(page, `Import-Ergebnis ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    }, 180_000);
  }
});
