import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ApiError, AdminApi, Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";
import { looks } from "./support/looks";
import { expectToast, pathAndQuery } from "./support/page";
import type { Property } from "@shared/schema/properties";

const suite = useBrowserSuite();
let admin: AdminApi;
// The admin list: search, filters, highlight switch, phone cards, delete. The form: admin-property-form.e2e.ts.
let flat: Wire<Property>;
let villa: Wire<Property>;
let shop: Wire<Property>;

beforeAll(async () => {
  admin = suite.admin;
  flat = await admin.createProperty({
    title: "Altbauwohnung am Kollwitzplatz",
    address: "Kollwitzstraße 42",
    price: 1450,
  });
  villa = await admin.createProperty({
    title: "Stadtvilla am Wannsee",
    type: "house",
    transactionType: "buy",
    price: 1250000,
    address: "Am Sandwerder 5",
    status: "reserved",
  });
  shop = await admin.createProperty({
    title: "Ladenfläche in Mitte",
    type: "commercial",
    price: 3200,
    address: "Torstraße 12",
    status: "hidden",
  });
});

const signedIn = (path: string, options: { width?: Width; theme?: Theme } = {}) => suite.openSignedIn(path, options);
const rows = (page: Page) => page.locator("table tbody tr");

describe("admin property list", () => {
  it("shows every property (hidden ones too) with prices, status labels, search and filters", async () => {
    const page = await signedIn("/admin/properties");
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(3);
    const flatRow = rows(page).filter({ hasText: flat.title });
    expect(await flatRow.innerText()).toContain("1.450\u00a0€/Monat");
    expect(await flatRow.innerText()).toContain("Aktiv");
    const villaRow = rows(page).filter({ hasText: villa.title });
    expect(await villaRow.innerText()).toContain("1.250.000\u00a0€");
    expect(await villaRow.innerText()).not.toContain("/Monat");
    expect(await villaRow.innerText()).toContain("Reserviert");
    expect(await rows(page).filter({ hasText: shop.title }).innerText()).toContain("Versteckt");
    expect(await flatRow.getByRole("link", { name: `Bearbeiten: ${flat.title}` }).getAttribute("href")).toBe(
      `/admin/properties/${flat.id}`,
    );

    await page.getByRole("searchbox", { name: "Suche" }).fill("wannsee");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(pathAndQuery(page)).toBe("/admin/properties?q=wannsee");
    await page.getByRole("searchbox", { name: "Suche" }).fill("torstraße");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain(shop.title);

    await page.getByLabel("Status").selectOption("active");
    await page.getByRole("heading", { name: "Keine Immobilien gefunden" }).waitFor();
    await screenshot(page, "admin-properties-empty");
    await page.getByRole("button", { name: "Filter zurücksetzen" }).last().click();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(pathAndQuery(page)).toBe("/admin/properties");

    await page.getByLabel("Typ").selectOption("house");
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel("Vermarktung").selectOption("rent");
    await page.getByRole("heading", { name: "Keine Immobilien gefunden" }).waitFor();
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("switches a highlight at once, stores it and shows it on the home page", async () => {
    const page = await signedIn("/admin/properties");
    const toggle = page.getByRole("switch", { name: `Highlight: ${flat.title}` });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/properties/${flat.id}`) && r.request().method() === "PATCH",
    );
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect((await saved).status()).toBe(200);
    expect((await admin.get<Wire<Property>>(`/api/properties/${flat.id}`)).isHighlight).toBe(true);

    await page.goto("/");
    await page.getByRole("heading", { name: flat.title }).waitFor();
    await closePage(page);
  });

  it("shows cards with the same controls on phones", async () => {
    const page = await signedIn("/admin/properties", { width: 375 });
    const card = page.locator("li").filter({ hasText: villa.title });
    await card.waitFor();
    expect(await page.locator("table").isVisible()).toBe(false);
    expect(await card.getByRole("switch", { name: `Highlight: ${villa.title}` }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: `Bearbeiten: ${villa.title}` }).isVisible()).toBe(true);
    expect(await card.innerText()).toContain("Reserviert");
    await closePage(page);
  });
  it("deletes from the list only after confirmation", async () => {
    const page = await signedIn("/admin/properties");
    await page.getByRole("button", { name: `Löschen: ${shop.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Immobilie löschen?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(shop.title);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rows(page).filter({ hasText: shop.title }).count()).toBe(1);
    await page.getByRole("button", { name: `Löschen: ${shop.title}` }).click();
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expectToast(page, "Immobilie gelöscht", "Die Immobilie wurde erfolgreich gelöscht.");
    await expect.poll(() => rows(page).filter({ hasText: shop.title }).count()).toBe(0);
    await expect(admin.get(`/api/properties/${shop.id}`)).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<ApiError>);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("admin property list looks right and passes axe", () => {
  for (const [width, theme] of looks) {
    it(`at ${width} px, ${theme}`, async () => {
      const page = await signedIn("/admin/properties", { width, theme });
      await page.getByText(villa.title).filter({ visible: true }).first().waitFor();
      await screenshot(page, `admin-properties-${theme}`);
      await checkA11y(page, `Immobilienliste ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
