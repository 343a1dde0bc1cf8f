import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Property } from "@shared/schema/properties";
import { buildZip } from "../server/test/zip-builder";
import type { Wire } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { tab, tabPanel as panel } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();

const fixtureDir = join(import.meta.dirname, "..", "server", "openimmo", "fixtures", "onoffice");
const onofficeZip = () =>
  buildZip(
    ["openimmo.xml", "bilder/aussenansicht.jpg", "bilder/grundriss-eg.png"].map((name) => ({
      name,
      data: readFileSync(join(fixtureDir, name)),
    })),
  );

async function openImport(width: Width = 1280, theme?: Theme): Promise<Page> {
  const page = await suite.openSignedIn("/admin/import", { width, theme });
  await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  return page;
}

describe("OpenImmo tabs", () => {
  it("imports a CRM's archive and lists every object with its outcome and reasons", async () => {
    const page = await openImport();
    await tab(page, "OpenImmo").click();
    await panel(page)
      .getByLabel("OpenImmo-Datei")
      .setInputFiles({ name: "onoffice.zip", mimeType: "application/zip", buffer: onofficeZip() });
    await panel(page).getByRole("button", { name: "Hochladen und importieren" }).click();
    const results = page.getByTestId("openimmo-results");
    await results.waitFor();
    expect(await results.innerText()).toContain("KOEP-2026-031");
    expect(await results.innerText()).toContain("Versteckt gespeichert, es fehlen: Energieausweis");
    const listings = await suite.admin.get<Wire<Property>[]>("/api/properties");
    expect(listings.find((p) => p.objectNumber === "KOEP-2026-031")?.images).toHaveLength(1);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("downloads the feed and shows when it was last fetched", async () => {
    const page = await openImport();
    await tab(page, "Export").click();
    const download = page.waitForEvent("download");
    await panel(page).getByRole("button", { name: "Export herunterladen", exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^openimmo-voll-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect.poll(async () => page.getByTestId("openimmo-last-export").isVisible()).toBe(true);
    expect(await page.getByTestId("openimmo-last-export").innerText()).toMatch(/^Zuletzt abgerufen am /);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`shows both tabs without serious accessibility violations at ${width} px (${theme})`, async () => {
      const page = await openImport(width, theme);
      for (const name of ["OpenImmo", "Export"]) {
        await tab(page, name).click();
        await expect.poll(() => tab(page, name).getAttribute("aria-selected")).toBe("true");
        await screenshot(page, `admin-import-${name.toLowerCase()}-${width}-${theme}`);
        await checkA11y(page, `Import ${name} ${width}px ${theme}`);
      }
      expectNoConsoleErrors(page);
      await closePage(page);
    }, 180_000);
  }
});
