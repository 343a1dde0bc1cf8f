import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Property } from "@shared/schema/properties";
import { createHttpFetcher } from "../server/scraper/fetcher";
import { fixturePaths, startFixturePortal } from "../server/test/scraper-fixture-server";
import type { Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { openToast, tab, tabPanel as panel } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

// The saved portal pages start first (hooks run in order; afterAll in reverse, so it stops last).
let portal: Awaited<ReturnType<typeof startFixturePortal>>;
beforeAll(async () => {
  portal = await startFixturePortal();
});
afterAll(async () => {
  await portal?.close();
});
const suite = useBrowserSuite({}, () => ({
  scraper: { fetchPage: createHttpFetcher({ resolve: portal.resolve }), options: { delayMs: 0 } },
}));

const portalUrl = (path: string) => `https://www.funda.nl${path}`;
// A 1×1 PNG for the listing photos: the browser never goes to the internet.
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function open(width: Width = 1280, theme?: Theme, signedIn = true): Promise<Page> {
  const page = await suite.open({ width, theme });
  await page.route("https://cloud.funda.nl/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: pixel }),
  );
  if (signedIn) await suite.signIn(page);
  await page.goto("/admin/scraper");
  return page;
}

const resultRows = (page: Page) => page.getByTestId("scraper-results-table").getByTestId("scraper-result-row");
const rowWith = (page: Page, text: string) => resultRows(page).filter({ hasText: text });

describe("admin scraper", () => {
  it("explains itself to a signed-out visitor instead of redirecting", async () => {
    const page = await open(1280, undefined, false);
    await expect.poll(() => page.getByText("Nicht autorisiert").first().isVisible()).toBe(true);
    expect(await page.getByText("Sie müssen angemeldet sein, um auf diese Seite zuzugreifen.").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/admin/scraper");
    await closePage(page);
  });

  it("scrapes fixture pages, shows listings and failures, and imports a listing as a hidden property", async () => {
    const page = await open();
    await page.getByRole("heading", { level: 1, name: "Scraper" }).waitFor();
    await expect.poll(() => page.getByTestId("scraper-status").innerText()).toContain("Bereit");
    const urls = panel(page).getByLabel("Funda-URLs (eine pro Zeile)");
    const start = panel(page).getByRole("button", { name: "Scraping starten" });

    await urls.fill("https://www.immobilienscout24.de/expose/123\nnur ein Text");
    expect(await page.getByTestId("scraper-url-counts").innerText()).toContain("0 gültige URLs · 2 Zeilen ignoriert");
    await start.click();
    await expect.poll(() => openToast(page).getByText("Keine gültigen URLs").isVisible()).toBe(true);
    expect(await openToast(page).innerText()).toContain("Bitte geben Sie mindestens eine gültige Funda-URL ein.");

    await urls.fill(
      [
        portalUrl(fixturePaths.apartment),
        portalUrl(fixturePaths.house),
        portalUrl(fixturePaths.gone),
        "https://www.example.com/wohnung/1",
        portalUrl(fixturePaths.slow),
      ].join("\n"),
    );
    expect(await page.getByTestId("scraper-url-counts").innerText()).toContain("4 gültige URLs · 1 Zeile ignoriert");
    await start.click();
    await expect.poll(() => openToast(page).getByText("Scraping gestartet").isVisible()).toBe(true);
    await expect.poll(() => tab(page, "Ergebnisse").getAttribute("aria-selected")).toBe("true");

    // The slow page keeps the run going past the first refetch; the list must keep updating itself.
    await expect.poll(() => resultRows(page).count(), { timeout: 20_000 }).toBe(4);
    const apartment = rowWith(page, "Prinsengracht 263-H");
    const text = await apartment.innerText();
    expect(text).toContain("725.000");
    expect(text).toContain("92\u00a0m²");
    expect(text).toContain("Nicht übersetzt");
    expect(text).toContain("Ausgelesen");
    expect(await apartment.locator("td").nth(5).innerText()).toBe("3");
    expect(await apartment.getByRole("link", { name: /Auf Funda ansehen/ }).getAttribute("target")).toBe("_blank");
    expect(await apartment.getByRole("link", { name: /Auf Funda ansehen/ }).getAttribute("href")).toBe(
      portalUrl(fixturePaths.apartment),
    );
    expect(await apartment.locator("img").getAttribute("src")).toBe(
      "https://cloud.funda.nl/valentina_media/201/334/101_720x480.jpg",
    );
    expect(await rowWith(page, "appartement-weg").innerText()).toContain("Seite nicht gefunden (nicht mehr online?).");
    expect(await rowWith(page, "appartement-langzaam").innerText()).toContain(
      "Die Seite enthält keine erkennbaren Objektdaten.",
    );
    await expect.poll(() => page.getByTestId("scraper-status").innerText(), { timeout: 10_000 }).toContain("Bereit");
    await screenshot(page, "admin-scraper-results");

    await apartment.getByRole("button", { name: /importieren/ }).click();
    await expect.poll(() => openToast(page).getByText("Immobilie importiert").isVisible()).toBe(true);
    const id = Number(/ID (\d+)/.exec(await openToast(page).innerText())?.[1]);
    expect(id).toBeGreaterThan(0);
    const created = await suite.admin.get<Wire<Property>>(`/api/properties/${id}`);
    expect(created).toMatchObject({
      title: "Prinsengracht 263-H",
      status: "hidden",
      price: 725000,
      size: 92,
      city: "Amsterdam",
      transactionType: "buy",
    });
    await expect.poll(() => apartment.getByRole("link", { name: `Immobilie ${id}` }).isVisible()).toBe(true);
    expect(await apartment.getByRole("button", { name: /importieren/ }).count()).toBe(0);

    // Imported elsewhere meanwhile: the stale button gets the server's reason.
    const results = await suite.admin.get<{ results: { id: number; title: string | null }[] }>("/api/scraper/results");
    const house = results.results.find((r) => r.title === "Woonhuis Oudegracht 120")!;
    const { id: houseProperty } = await suite.admin.post<{ id: number }>(`/api/scraper/import/${house.id}`);
    await rowWith(page, "Woonhuis Oudegracht 120")
      .getByRole("button", { name: /importieren/ })
      .click();
    await expect.poll(() => openToast(page).getByText("Fehler beim Importieren").isVisible()).toBe(true);
    expect(await openToast(page).innerText()).toContain(`Bereits als Immobilie ${houseProperty} importiert.`);
    await expect
      .poll(() =>
        rowWith(page, "Woonhuis Oudegracht 120")
          .getByRole("link", { name: `Immobilie ${houseProperty}` })
          .isVisible(),
      )
      .toBe(true);

    expectNoConsoleErrors(page, [/api\/scraper\/import\/\d+:0\)$/]); // the 409 above was provoked on purpose
    // Checked before leaving: the admin shell's own navigation is not this page's business.
    await apartment.getByRole("link", { name: `Immobilie ${id}` }).click();
    await page.waitForURL(`**/admin/properties/${id}`);
    await closePage(page);
  });

  it("shows 'Fehler beim Scraping' with the server's reason when a start is refused", async () => {
    const page = await open();
    await panel(page).getByLabel("Funda-URLs (eine pro Zeile)").fill(portalUrl(fixturePaths.apartment));
    // Right after a status poll (the next one is 5 s away) another run starts behind the page's back.
    await page.waitForResponse((response) => response.url().endsWith("/api/scraper/status"));
    await suite.admin.post("/api/scraper/scrape", { urls: [portalUrl(fixturePaths.slow)] });
    await panel(page).getByRole("button", { name: "Scraping starten" }).click();
    await expect.poll(() => openToast(page).getByText("Fehler beim Scraping").isVisible()).toBe(true);
    expect(await openToast(page).innerText()).toContain("Es läuft bereits ein Scraping-Vorgang.");
    await expect.poll(() => page.getByTestId("scraper-status").innerText(), { timeout: 15_000 }).toContain("Bereit");
    expectNoConsoleErrors(page, [/api\/scraper\/scrape:0\)$/]); // the 409 was provoked on purpose
    await closePage(page);
  });

  it("links the success toast to the new property's edit form", async () => {
    const page = await open();
    // The previous journey provokes a slow run; the server must have finished it before a new one.
    await expect
      .poll(async () => (await suite.admin.get<{ ready: boolean }>("/api/scraper/status")).ready, { timeout: 15_000 })
      .toBe(true);
    await suite.admin.post("/api/scraper/scrape", { urls: [portalUrl(fixturePaths.redirectHome)] });
    await expect
      .poll(async () => (await suite.admin.get<{ status: string }>("/api/scraper/results")).status, { timeout: 10_000 })
      .toBe("idle");
    await page.reload();
    await tab(page, "Ergebnisse").click();
    const row = resultRows(page)
      .filter({ has: page.getByRole("button", { name: /importieren/ }) })
      .first();
    await row.getByRole("button", { name: /importieren/ }).click();
    const link = openToast(page).getByRole("link", { name: /Immobilie \d+ bearbeiten/ });
    await link.waitFor();
    const id = /\d+/.exec(await link.innerText())?.[0];
    expectNoConsoleErrors(page);
    await link.click();
    await page.waitForURL(`**/admin/properties/${id}`);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`shows both tabs without serious accessibility violations at ${width} px (${theme})`, async () => {
      const page = await open(width, theme);
      await page.getByRole("heading", { level: 1, name: "Scraper" }).waitFor();
      await panel(page)
        .getByLabel("Funda-URLs (eine pro Zeile)")
        .fill(`${portalUrl(fixturePaths.apartment)}\nkeine URL`);
      await expect.poll(() => page.getByTestId("scraper-status").innerText()).toContain("Bereit");
      await screenshot(page, `admin-scraper-form-${theme}`);
      await checkA11y(page, `Scraper ${width}px ${theme}`);
      await tab(page, "Ergebnisse").click();
      await panel(page)
        .getByRole("heading", { name: /Ergebnis/ })
        .waitFor();
      await screenshot(page, `admin-scraper-results-${theme}`);
      await checkA11y(page, `Scraper-Ergebnisse ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
