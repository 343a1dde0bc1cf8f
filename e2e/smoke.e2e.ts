import { beforeAll, describe, expect, it } from "vitest";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let propertyId: number;
let propertyTitle: string;

beforeAll(async () => {
  const admin = suite.admin;
  ({ id: propertyId, title: propertyTitle } = await admin.createProperty({ title: "Rauchfreie Testwohnung am Kanal" }));
});

const open = (width: Width = 1280) => suite.open({ width });

describe("smoke", () => {
  it("serves the home page as HTML with the site's title", async () => {
    const page = await open();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.title()).toContain("Spreehaus Immobilien");
    await expect.poll(() => page.locator("#root").innerHTML()).not.toBe("");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("reports a healthy API and database", async () => {
    const page = await open();
    const response = await page.goto("/api/health");
    expect(response?.status()).toBe(200);
    expect(await response?.json()).toEqual({ status: "ok" });
    await closePage(page);
  });

  it("serves the property created through the admin API to the public", async () => {
    const page = await open();
    const response = await page.goto(`/api/properties/${propertyId}`);
    expect(response?.status()).toBe(200);
    expect(await response?.json()).toMatchObject({
      id: propertyId,
      title: propertyTitle,
      city: "Berlin",
      status: "active",
    });
    await closePage(page);
  });

  it("answers an unknown path with status 404 and the app shell, so the client can show its 404 page", async () => {
    const page = await open();
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status(), "HTTP status, no soft 404").toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.title()).toContain("Spreehaus Immobilien");
    await expect.poll(() => page.getByRole("heading", { name: "Seite nicht gefunden" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Diese Seite gibt es leider nicht.").isVisible()).toBe(true);
    await screenshot(page, "not-found");
    // The browser logs the document's 404 status as a console error.
    expectNoConsoleErrors(page, [/status of 404/]);
    await closePage(page);
  });

  for (const width of [375, 1280] as const) {
    it(`shows the home page without serious accessibility violations at ${width} px`, async () => {
      const page = await open(width);
      await page.goto("/");
      await page.locator("main h1").first().waitFor();
      await screenshot(page, "home");
      await checkA11y(page, `Startseite ${width}px`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
