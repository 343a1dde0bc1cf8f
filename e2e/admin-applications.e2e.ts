import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";
import { validApplication } from "../server/test/factories";
import { fileURLToPath } from "node:url";

/** The viewport only: a fixed panel or dialog over a long page would be cut in a full-page shot. */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({
    path: fileURLToPath(new URL(`./screenshots/${name}-${page.viewportSize()?.width}.png`, import.meta.url)),
    animations: "disabled",
  });

const suite = useBrowserSuite();
let admin: AdminApi;
let propertyId: number;
let idCardDataUrl: string;

const sectionHeadings = [
  "Immobilie",
  "Persönliche Daten",
  "Beschäftigung",
  "Wohnsituation",
  "Mitbewohner",
  "Zusätzliche Informationen",
  "Dokumente",
  "Unterschrift",
];

/** An ID-card stand-in painted by Chromium, so the viewer shows a real-sized picture. */
async function paintedIdCard(): Promise<string> {
  const png = await suite.paint(
    `<body style="margin:0;font-family:sans-serif"><div style="width:856px;height:540px;background:linear-gradient(135deg,#e4edf0,#f6d7a8);position:relative">` +
      `<div style="position:absolute;left:48px;top:120px;width:220px;height:280px;background:#123a52;border-radius:12px"></div>` +
      `<p style="position:absolute;left:320px;top:110px;font-size:36px;color:#0e1b2c">PERSONALAUSWEIS</p>` +
      `<p style="position:absolute;left:320px;top:200px;font-size:28px;color:#0e1b2c">Mustermann, Erika</p></div></body>`,
    { width: 856, height: 540 },
  );
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Sends an application the way the public form does (no session). */
async function apply(overrides: Parameters<typeof validApplication>[1] = {}, property = propertyId) {
  return suite
    .visitor()
    .post<{ id: number }>("/api/applications", validApplication(property, { idCardUrl: idCardDataUrl, ...overrides }));
}

/** A signed-in admin page at /admin/applications. */
async function openApplications(width: Width = 1280, theme: Theme = "light"): Promise<Page> {
  const page = await suite.openSignedIn("/admin/applications", { width, theme });
  page.setDefaultTimeout(10_000);
  await page.getByRole("heading", { level: 1, name: "Bewerbungen" }).waitFor();
  await page.getByTestId("application-card").first().waitFor();
  return page;
}

const card = (page: Page, name: string) =>
  page.getByTestId("application-card").filter({ has: page.getByRole("button", { name, exact: true }) });

async function openPanel(page: Page, name: string) {
  await card(page, name).getByRole("button", { name, exact: true }).click();
  const panel = page.getByRole("dialog", { name });
  await panel.waitFor();
  return panel;
}

/** Reloads the page (empty cache: documents are fetched again) and opens the panel. */
async function openPanelAfterReload(page: Page, name: string) {
  await page.reload();
  await page.getByTestId("application-card").first().waitFor();
  return openPanel(page, name);
}

beforeAll(async () => {
  admin = suite.admin;
  idCardDataUrl = await paintedIdCard();
  ({ id: propertyId } = await admin.createProperty({ title: "Altbauwohnung mit Balkon in Prenzlauer Berg" }));
  await apply({ name: "Jonas Becker", email: "jonas.becker@example.de", signature: "Jonas Becker", roommates: [] });
  await apply();
});

describe("admin applications", () => {
  it("shows an application sent through the public API as a card and changes its status", async () => {
    const page = await openApplications();
    const anna = card(page, "Anna Schmidt");
    await expect.poll(() => anna.textContent()).toContain("Altbauwohnung mit Balkon in Prenzlauer Berg");
    expect(await anna.textContent()).toContain(`Nr. ${propertyId}`);
    expect(await anna.textContent()).toContain("anna.schmidt@example.de");
    expect(await anna.textContent()).toContain("Neu");

    const panel = await openPanel(page, "Anna Schmidt");
    for (const heading of sectionHeadings) await panel.getByRole("heading", { name: heading, exact: true }).waitFor();
    for (const text of [
      "Beispiel GmbH",
      "4 Jahre",
      "Unbefristet",
      "3.800\u00a0€ netto / Monat",
      "Hausverwaltung Nord",
      "Max Schmidt",
      "Nichtraucherin",
    ]) {
      expect(await panel.textContent()).toContain(text);
    }

    await panel.getByLabel("Status").selectOption({ label: "In Prüfung" });
    await page.getByText('Bewerbungsstatus wurde auf "In Prüfung" gesetzt.').first().waitFor();
    expect(await page.getByText("Status aktualisiert").count()).toBeGreaterThan(0);
    // Escape would first dismiss the toast (the newest layer); the close button closes the panel.
    await panel.getByRole("button", { name: "Schließen" }).click();
    await expect.poll(() => anna.locator("[data-status]").textContent()).toBe("In Prüfung");
    expect((await admin.listApplications("processing")).map((a) => a.name)).toEqual(["Anna Schmidt"]);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("opens both documents in the viewer: the image zooms and turns, the PDF is embedded", async () => {
    const page = await openApplications();
    const panel = await openPanel(page, "Anna Schmidt");
    await panel.getByRole("button", { name: "Personalausweis ansehen" }).click();
    const viewer = page.getByRole("dialog", { name: "Personalausweis" });
    const image = viewer.getByTestId("document-image");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(856);
    expect(await image.evaluate((img) => img.style.transform)).toContain("scale(1) rotate(0deg)");

    await viewer.getByRole("button", { name: "Vergrößern" }).click();
    await expect.poll(() => image.evaluate((img) => img.style.transform)).toContain("scale(1.25)");
    expect(await viewer.getByLabel("Zoomstufe").textContent()).toBe("125\u00a0%");
    await viewer.getByRole("button", { name: "Um 90° drehen" }).click();
    await expect.poll(() => image.evaluate((img) => img.style.transform)).toContain("rotate(90deg)");
    await viewportShot(page, "admin-application-viewer");
    await checkA11y(page, "Dokumentenansicht");
    await page.keyboard.press("Escape");

    await panel.getByRole("button", { name: "Lohnabrechnung ansehen" }).click();
    const pdf = page.getByRole("dialog", { name: "Lohnabrechnung" }).getByTestId("document-pdf");
    await expect.poll(() => pdf.getAttribute("src")).toMatch(/^blob:/);
    await page.keyboard.press("Escape");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("downloads a document, and explains a file it cannot load, show or download", async () => {
    const page = await openApplications();
    const panel = await openPanel(page, "Anna Schmidt");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Personalausweis herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personalausweis-anna-schmidt-\d+\.png$/);

    // The server only stores images and PDFs; a foreign type and a failed request are simulated here.
    await page.route("**/documents/payslip", (route) =>
      route.fulfill({ status: 200, contentType: "application/zip", body: "PK" }),
    );
    await panel.getByRole("button", { name: "Lohnabrechnung ansehen" }).click();
    await page.getByText("Dieses Dateiformat kann nicht angezeigt werden.").waitFor();
    await page.getByRole("dialog", { name: "Lohnabrechnung" }).getByRole("button", { name: "Schließen" }).click();

    // Viewing and downloading ask for the same file (a download adds ?purpose=download for the audit trail).
    await page.route(/\/documents\/id-card(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Fehler"}' }),
    );
    const reload = await openPanelAfterReload(page, "Anna Schmidt");
    await reload.getByRole("button", { name: "Personalausweis ansehen" }).click();
    await page.getByRole("alert").filter({ hasText: "Dokument konnte nicht geladen werden." }).waitFor();
    await page.getByRole("dialog", { name: "Personalausweis" }).getByRole("button", { name: "Herunterladen" }).click();
    await page.getByText("Die Datei konnte nicht heruntergeladen werden.").first().waitFor();
    expect(await page.getByText("Download-Link nicht verfügbar").count()).toBeGreaterThan(0);
    expectNoConsoleErrors(page, [/status of 500/]);
    await closePage(page);
  });

  it("exports a print view with every section in a new window", async () => {
    const page = await openApplications();
    const panel = await openPanel(page, "Anna Schmidt");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      panel.getByRole("button", { name: "Exportieren (PDF)" }).click(),
    ]);
    await expect.poll(() => popup.locator("h2").allTextContents(), { timeout: 10_000 }).toEqual(sectionHeadings);
    expect(await popup.locator("h1").textContent()).toContain("Anna Schmidt");
    await expect
      .poll(() => popup.locator('img[alt="Personalausweis"]').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(856);
    expect(await popup.textContent("body")).toContain("PDF-Dokument liegt vor");
    await popup.setViewportSize({ width: 1280, height: 800 });
    await screenshot(popup, "admin-application-print");
    await popup.close();
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("filters by name, shows the empty state and resets the filter", async () => {
    const page = await openApplications();
    await page.getByRole("searchbox", { name: "Suche" }).fill("niemand@example.de");
    await page.getByRole("heading", { name: "Keine Bewerbungen gefunden" }).waitFor();
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await card(page, "Jonas Becker").waitFor();
    await page.getByRole("searchbox", { name: "Suche" }).fill("JONAS");
    await expect.poll(() => page.getByTestId("application-card").count()).toBe(1);
    await page.getByRole("searchbox", { name: "Suche" }).fill("");
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption({ label: "Neu" });
    await expect.poll(() => page.getByTestId("application-card").count()).toBe(1);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows 'Immobilie entfernt' for an application whose property was deleted", async () => {
    const { id: goneId } = await admin.createProperty({ title: "Bald entfernte Wohnung" });
    await apply({ name: "Lena Vogel", email: "lena.vogel@example.de", signature: "Lena Vogel" }, goneId);
    await admin.del(`/api/properties/${goneId}`);
    const page = await openApplications();
    await expect.poll(() => card(page, "Lena Vogel").textContent()).toContain("Immobilie entfernt");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("erases an application after a confirmation", async () => {
    await apply({ name: "Paul Richter", email: "paul.richter@example.de", signature: "Paul Richter" });
    const page = await openApplications();
    const panel = await openPanel(page, "Paul Richter");
    await panel.getByRole("button", { name: "Löschen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Bewerbung löschen?" });
    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await page.getByText("Die Bewerbung und ihre Dokumente wurden gelöscht.").first().waitFor();
    await expect.poll(() => card(page, "Paul Richter").count()).toBe(0);
    expect((await admin.listApplications()).map((a) => a.name)).not.toContain("Paul Richter");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`has no serious accessibility violations at ${width} px (${theme}), list and open panel`, async () => {
      const page = await openApplications(width, theme);
      await checkA11y(page, `Bewerbungen ${width}px ${theme}`);
      await screenshot(page, `admin-applications-${theme}`);
      await openPanel(page, "Anna Schmidt");
      await checkA11y(page, `Bewerbung Detail ${width}px ${theme}`);
      await viewportShot(page, `admin-application-panel-${theme}`);
      await page.getByRole("button", { name: "Personalausweis ansehen" }).click();
      await expect
        .poll(() => page.getByTestId("document-image").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(856);
      await checkA11y(page, `Dokumentenansicht ${width}px ${theme}`);
      await viewportShot(page, `admin-application-viewer-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
