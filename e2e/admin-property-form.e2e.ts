import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN_PASSWORD } from "./support/server";
import type { ApiError, AdminApi, Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";
import { looks } from "./support/looks";
import { drawPng, expectToast, jpegSize, pathAndQuery } from "./support/page";
import type { Property } from "@shared/schema/properties";

const suite = useBrowserSuite();
let admin: AdminApi;
// The property form: sections, validation, uploads, create, edit, delete, expired session. The list: admin-properties.e2e.ts.
let flat: Wire<Property>;
let villa: Wire<Property>;

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
});

const signedIn = (path: string, options: { width?: Width; theme?: Theme } = {}) => suite.openSignedIn(path, options);
// A section with errors is named "… (enthält Fehler)" for screen readers.
const section = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^${name}( \\(enthält Fehler\\))?$`) });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const rows = (page: Page) => page.locator("table tbody tr");
const fileInput = (page: Page) => page.getByTestId("image-file-input");

async function findByTitle(title: string) {
  const list = await admin.get<Wire<Property>[]>("/api/properties");
  return list.find((p) => p.title === title);
}

describe("admin property form", () => {
  let createdId: number;
  let storedImages: string[];

  it("validates across sections: errors under the fields, the sections with errors marked, the first field focused", async () => {
    const page = await signedIn("/admin/properties/new");
    expect(await page.getByLabel("Immobilientyp").inputValue()).toBe("apartment");
    expect(await page.getByLabel("Vermarktungsart").inputValue()).toBe("rent");
    expect(await page.getByLabel("Status beim Veröffentlichen").inputValue()).toBe("active");
    expect(await page.getByRole("switch", { name: /Highlight/ }).getAttribute("aria-checked")).toBe("false");

    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await page.getByText("Titel muss mindestens 5 Zeichen enthalten").waitFor();
    expect(await page.getByText("Preis muss angegeben werden").isVisible()).toBe(true);
    expect(await section(page, "Basisdaten").getAttribute("data-has-error")).toBe("true");
    expect(await section(page, "Kosten").getAttribute("data-has-error")).toBe("true");
    expect(await section(page, "Lage").getAttribute("data-has-error")).toBe("true");
    expect(await section(page, "Ausstattung").getAttribute("data-has-error")).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("title");

    // Fixing the first section sends the admin on to the next one with errors; input stays.
    await textbox(page, "Titel").fill("Dachgeschoss mit Terrasse");
    await textbox(page, "Beschreibung").fill("Helle Wohnung unter dem Dach mit großer Terrasse.");
    for (const message of [
      "Größe muss angegeben werden",
      "Adresse muss angegeben werden",
      "Stadt muss angegeben werden",
    ]) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("price");
    expect(await section(page, "Basisdaten").getAttribute("data-has-error")).toBeNull();
    await textbox(page, "Kaltmiete").fill("1890");
    await textbox(page, "Zimmer").fill("0");
    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await page.getByText("Anzahl der Zimmer muss angegeben werden").waitFor();
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("refuses files that are not images and more than ten images", async () => {
    const page = await signedIn("/admin/properties/new");
    await fileInput(page).setInputFiles([
      { name: "expose.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
    ]);
    await expectToast(page, "Ungültiges Format");
    const small = await drawPng(page, 40, 30);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `foto-${i + 1}.png`,
      mimeType: "image/png",
      buffer: small,
    }));
    await fileInput(page).setInputFiles(eleven);
    await expectToast(page, "Limit erreicht", "Maximal 10 Bilder erlaubt. Sie können noch 10 Bilder hochladen.");
    expect(await page.getByText("0 von 10 Bildern").isVisible()).toBe(true);

    await page.getByLabel("Bild per URL hinzufügen").fill("ftp://example.com/bild.jpg");
    await page.getByRole("button", { name: "Hinzufügen" }).first().click();
    await page.getByText("Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.").waitFor();
    await closePage(page);
  });

  it("creates a property with two uploaded photos, stored as JPEG of at most 1200 px", async () => {
    const page = await signedIn("/admin/properties/new");
    await textbox(page, "Titel").fill("Penthouse mit Spreeblick");
    await textbox(page, "Kaltmiete").fill("2900");
    await textbox(page, "Nebenkosten").fill("380");
    await textbox(page, "Wohnfläche").fill("128");
    await textbox(page, "Zimmer").fill("3,5");
    await textbox(page, "Straße und Hausnummer").fill("Stralauer Allee 3");
    await textbox(page, "Stadt").fill("Berlin");
    await textbox(page, "Beschreibung").fill(
      "Großzügiges Penthouse mit umlaufender Dachterrasse.\nBlick über die Spree bis zum Fernsehturm.",
    );
    await page.getByRole("combobox", { name: "Energieausweis", exact: true }).selectOption("at_viewing");
    const landscape = await drawPng(page, 2400, 1600);
    const panorama = await drawPng(page, 3000, 1500);
    await fileInput(page).setInputFiles([
      { name: "wohnzimmer.png", mimeType: "image/png", buffer: landscape },
      { name: "panorama.png", mimeType: "image/png", buffer: panorama },
    ]);
    await page.getByText("2 Bilder hinzugefügt").waitFor();
    const list = page.getByRole("list", { name: "Bilder in Reihenfolge" });
    expect(await list.locator("li").count()).toBe(2);
    expect(await list.locator("li").first().innerText()).toContain("Hauptbild");
    const secondSrc = await list.locator("li").nth(1).locator("img").getAttribute("src");
    expect(secondSrc).toMatch(/^data:image\/jpeg;base64,/);
    await page.getByRole("button", { name: "Bild 2 nach oben verschieben" }).click();
    expect(await list.locator("li").first().locator("img").getAttribute("src")).toBe(secondSrc);
    expect(await page.getByRole("button", { name: "Bild 1 nach oben verschieben" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await expectToast(page, "Immobilie veröffentlicht", "Immobilie wurde erfolgreich erstellt.");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/properties");
    await rows(page).filter({ hasText: "Penthouse mit Spreeblick" }).waitFor();

    const created = await findByTitle("Penthouse mit Spreeblick");
    expect(created).toMatchObject({
      type: "apartment",
      transactionType: "rent",
      price: 2900,
      size: 128,
      rooms: 3.5,
      city: "Berlin",
      serviceCharges: 380,
      totalRent: 3280,
      energyCertificate: { status: "at_viewing" },
      status: "active",
      isHighlight: false,
    });
    createdId = created!.id;
    storedImages = created!.images;
    expect(storedImages).toHaveLength(2);
    const sizes = [];
    for (const path of storedImages) {
      expect(path).toMatch(/^\/media\/[\w-]{22}$/);
      const response = await fetch(new URL(path, suite.server.baseUrl));
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      sizes.push(jpegSize(Buffer.from(await response.arrayBuffer())));
    }
    // The panorama was moved to the front.
    expect(sizes).toEqual([
      { width: 1200, height: 600 },
      { width: 1200, height: 800 },
    ]);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("edits the property: stored values in the form, changes saved", async () => {
    const page = await signedIn("/admin/properties");
    await page.getByRole("link", { name: "Bearbeiten: Penthouse mit Spreeblick" }).click();
    await page.getByRole("heading", { name: "Immobilie bearbeiten" }).waitFor();
    expect(pathAndQuery(page)).toBe(`/admin/properties/${createdId}`);
    expect(await textbox(page, "Titel").inputValue()).toBe("Penthouse mit Spreeblick");
    await textbox(page, "Kaltmiete").fill("3100");
    expect(await textbox(page, "Zimmer").inputValue()).toBe("3,5");
    await textbox(page, "Zimmer").fill("4,5");
    expect(await page.getByText("Gespeichert", { exact: true }).count()).toBe(2);
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await expectToast(page, "Immobilie veröffentlicht", "Immobilie wurde erfolgreich aktualisiert.");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    const updated = await admin.get<Wire<Property>>(`/api/properties/${createdId}`);
    expect(updated).toMatchObject({ price: 3100, rooms: 4.5, images: storedImages, totalRent: 3480 });
    await expect
      .poll(() => rows(page).filter({ hasText: "Penthouse mit Spreeblick" }).innerText())
      .toContain("3.100\u00a0€/Monat");
    await closePage(page);
  });

  it("shows the uploaded photo on the public detail page", async () => {
    const page = await signedIn(`/properties/${createdId}`);
    const photo = page.locator(`img[src^="${storedImages[0]}/"]`).first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The gallery shows a WebP copy of the stored panorama (2:1 like the original).
    const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(new RegExp(`^${storedImages[0]}/(400|800|1200)\\.webp$`));
    const copy = await fetch(new URL(shown, suite.server.baseUrl));
    expect(copy.headers.get("content-type")).toBe("image/webp");
    await closePage(page);
  });

  it("says 'Immobilie nicht gefunden' for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc"]) {
      const page = await signedIn(`/admin/properties/${id}`);
      await page.getByRole("heading", { name: "Immobilie nicht gefunden" }).waitFor();
      expect(await page.getByText("Die gesuchte Immobilie existiert nicht oder wurde entfernt.").isVisible()).toBe(
        true,
      );
      expectNoConsoleErrors(page, [/404/]);
      await closePage(page);
    }
  });

  it("sends an expired session to the login page and back to the form, input kept", async () => {
    const page = await signedIn(`/admin/properties/${flat.id}`);
    await textbox(page, "Titel").fill("Altbauwohnung am Kollwitzplatz mit Balkon");
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
    expect(pathAndQuery(page)).toBe(`/admin/login?next=${encodeURIComponent(`/admin/properties/${flat.id}`)}`);
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { name: "Immobilie bearbeiten" }).waitFor();
    expect(pathAndQuery(page)).toBe(`/admin/properties/${flat.id}`);
    await expect.poll(() => textbox(page, "Titel").inputValue()).toBe("Altbauwohnung am Kollwitzplatz mit Balkon");
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await expectToast(page, "Immobilie veröffentlicht");
    expect((await admin.get<Wire<Property>>(`/api/properties/${flat.id}`)).title).toBe(
      "Altbauwohnung am Kollwitzplatz mit Balkon",
    );
    expectNoConsoleErrors(page, [/401/]);
    await closePage(page);
  });

  it("deletes from the edit page only after confirmation", async () => {
    const page = await signedIn(`/admin/properties/${createdId}`);
    await page.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Immobilie löschen?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await admin.get<Wire<Property>>(`/api/properties/${createdId}`)).id).toBe(createdId);

    await page.getByRole("button", { name: "Löschen" }).click();
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expectToast(page, "Immobilie gelöscht", "Die Immobilie wurde erfolgreich gelöscht.");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    await expect(admin.get(`/api/properties/${createdId}`)).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<ApiError>);
    expect(await rows(page).filter({ hasText: "Penthouse mit Spreeblick" }).count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("admin property form looks right and passes axe in every section", () => {
  for (const [width, theme] of looks) {
    it(`at ${width} px, ${theme}`, async () => {
      const page = await signedIn(`/admin/properties/${villa.id}`, { width, theme });
      await textbox(page, "Titel").fill("Kurz");
      await page.getByRole("button", { name: "Veröffentlichen" }).click();
      await page.getByText("Titel muss mindestens 5 Zeichen enthalten").waitFor();
      await screenshot(page, `admin-property-form-basics-${theme}`);
      await fileInput(page).setInputFiles([
        { name: "flur.png", mimeType: "image/png", buffer: await drawPng(page, 1600, 1200) },
      ]);
      await page.getByText("1 Bild hinzugefügt").waitFor();
      await section(page, "Bilder & Grundrisse").scrollIntoViewIfNeeded();
      await screenshot(page, `admin-property-form-images-${theme}`);
      await checkA11y(page, `Immobilienformular ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    }, 180_000);
  }
});
