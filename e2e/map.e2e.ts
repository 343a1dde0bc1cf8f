import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkA11y, expectNoConsoleErrors, screenshot } from "./support/browser";
import { adminApi, type AdminApi } from "./support/api";
import { useBrowserSuite } from "./support/suite";
import { startTileServer, type TileServer } from "./support/tile-server";
import type { TestServer } from "./support/server";

// Journeys of the maps: the list's 'Karte' view on a phone (the map's code and the provider's tiles
// only after the visitor agreed), the same results by keyboard without the map, and the pin an
// admin sets in the listing form. A tile server of the test's own stands in for the provider.

const suite = useBrowserSuite();
let tiles: TileServer;
let server: TestServer;
let wedding: { id: number };
let hidden: { id: number };
let adminClient: AdminApi;

const KREUZBERG = { latitude: 52.4986, longitude: 13.4033 };

beforeAll(async () => {
  tiles = await startTileServer();
  server = await suite.startServer({ MAP_STYLE_URL: tiles.styleUrl, MAP_PROVIDER: "Testkarten" });
  const admin = await adminApi(server.baseUrl);
  await admin.createProperty({
    title: "Altbau am Landwehrkanal",
    city: "Berlin",
    district: "Kreuzberg",
    postalCode: "10961",
    ...KREUZBERG,
  });
  hidden = await admin.createProperty({
    title: "Dachgeschoss am Marheinekeplatz",
    city: "Berlin",
    district: "Kreuzberg",
    postalCode: "10961",
    showAddress: false,
    latitude: 52.4889,
    longitude: 13.3958,
  });
  wedding = await admin.createProperty({
    title: "Hofwohnung in Wedding",
    city: "Berlin",
    district: "Wedding",
    postalCode: "13353",
  });
  adminClient = admin;
}, 120_000);

afterAll(() => tiles.stop());

/** Requests the page made for the map's own code (the MapLibre chunk and its worker). */
function mapCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/maplibre/i.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describe("maps", () => {
  it("on a phone: Kreuzberg, the map after consent, a marker, the listing", async () => {
    const page = await suite.open({ server, width: 375, path: "/properties" });
    const mapCode = mapCodeRequests(page);
    await page.getByRole("button", { name: /^Filter/, expanded: false }).click();
    await page.getByLabel("Ort, Bezirk, Ortsteil oder PLZ").fill("Kreuzberg");
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: /gefunden$/ }).textContent())
      .toBe("2 Immobilien gefunden");

    await page.getByRole("button", { name: "Karte", exact: true }).click();
    const consent = page.getByRole("button", { name: "Karte laden – dabei werden Daten an Testkarten übertragen" });
    await consent.waitFor();
    // Nothing of the map, and nothing from the provider, before the visitor agreed.
    expect(mapCode).toEqual([]);
    expect(tiles.requests()).toBe(0);
    await checkA11y(page, "Kartenansicht vor der Zustimmung");

    await consent.click();
    const map = page.getByRole("region", { name: "Karte der Suchergebnisse" });
    await map.locator("canvas").waitFor();
    await expect.poll(() => tiles.requests()).toBeGreaterThan(1);
    expect(mapCode.length).toBeGreaterThan(0);
    await screenshot(page, "map-list-light");

    await map.getByRole("button", { name: /^Altbau am Landwehrkanal/ }).click();
    await page.getByRole("link", { name: "Altbau am Landwehrkanal" }).first().click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Altbau am Landwehrkanal");
    expectNoConsoleErrors(page);
  });

  it("by keyboard, without the map: the list beside it reaches every listing", async () => {
    const page = await suite.open({ server, width: 1280, path: "/properties?place=Kreuzberg" });
    const mapCode = mapCodeRequests(page);
    const mapButton = page.getByRole("button", { name: "Karte", exact: true });
    await mapButton.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("region", { name: "Angebote auf der Karte" });
    await list.waitFor();
    await expect
      .poll(() => list.getByRole("link").allTextContents())
      .toEqual(["Dachgeschoss am Marheinekeplatz", "Altbau am Landwehrkanal"]);
    await list.getByRole("link", { name: "Dachgeschoss am Marheinekeplatz" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Dachgeschoss am Marheinekeplatz");
    expect(mapCode).toEqual([]);
  });

  it("draws a hidden address as a circle on the listing's map, never as its exact point", async () => {
    const page = await suite.open({ server, width: 375, path: `/properties/${hidden.id}` });
    // The map's part loads as the visitor scrolls towards 'Lage'.
    await page.getByRole("heading", { name: "Lage" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: /^Karte laden/ }).click();
    const map = page.getByRole("region", { name: "Karte mit der ungefähren Lage" });
    await map.locator("canvas").waitFor();
    await map.getByRole("button", { name: /^Dachgeschoss am Marheinekeplatz/ }).click();
    await page.getByText("Ungefähre Lage – die Adresse nennen wir auf Anfrage.").waitFor();
    await screenshot(page, "map-detail-light");
  });

  it("shows the map beside its list on a desktop, in the dark theme", async () => {
    const page = await suite.open({ server, width: 1280, theme: "dark", path: "/properties?place=Kreuzberg" });
    await page.getByRole("button", { name: "Karte", exact: true }).click();
    await page.getByRole("button", { name: /^Karte laden/ }).click();
    await page.getByRole("region", { name: "Karte der Suchergebnisse" }).locator("canvas").waitFor();
    await checkA11y(page, "Kartenansicht, dunkel");
    await screenshot(page, "map-list-dark");
    expectNoConsoleErrors(page);
  });

  it("lets an admin set a listing's pin with a click on the map", async () => {
    const page = await suite.openSignedIn(`/admin/properties/${wedding.id}`, { server, width: 1280 });
    await page.getByRole("heading", { name: "Immobilie bearbeiten" }).waitFor();
    expect(await page.getByLabel("Breitengrad").inputValue()).toBe("");
    await page.getByRole("button", { name: "Karte laden – dabei werden Daten an Testkarten übertragen" }).click();
    const map = page.getByRole("region", { name: "Karte: Klicken setzt die Stecknadel der Immobilie" });
    await map.locator("canvas").waitFor();
    await map.click({ position: { x: 200, y: 120 } });
    await screenshot(page, "map-admin-pin");
    await expect.poll(() => page.getByLabel("Breitengrad").inputValue()).toMatch(/^52,\d+$/);
    expect(await page.getByLabel("Längengrad").inputValue()).toMatch(/^13,\d+$/);

    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    const saved = await adminClient.get<{ latitude: number | null; longitude: number | null }>(
      `/api/properties/${wedding.id}`,
    );
    expect(saved.latitude).toBeGreaterThan(52.3);
    expect(saved.latitude).toBeLessThan(52.7);
    expect(saved.longitude).toBeGreaterThan(13.1);
    expect(saved.longitude).toBeLessThan(13.8);
  });
});
