import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let admin: AdminApi;
let propertyId: number;

/** Sends a message the way the public contact form does (no session). */
const send = (body: Record<string, unknown>) => suite.visitor().post("/api/contact", body);

async function openInbox(width: Width = 1280, theme: Theme = "light"): Promise<Page> {
  const page = await suite.openSignedIn("/admin/messages", { width, theme });
  page.setDefaultTimeout(10_000);
  await page.getByRole("heading", { level: 1, name: "Nachrichten" }).waitFor();
  await page.getByTestId("message-card").first().waitFor();
  return page;
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

beforeAll(async () => {
  admin = suite.admin;
  ({ id: propertyId } = await admin.createProperty({ title: "Dachgeschoss mit Spreeblick" }));
  await send({
    name: "Clara Neumann",
    email: "clara@example.de",
    message: "Ich möchte meine Wohnung in Friedrichshain bewerten lassen.",
  });
  await send({
    name: "Tobias Krüger",
    email: "tobias.krueger@example.de",
    phone: "+49 170 1234567",
    message: "Ist die Wohnung noch frei?\nIch könnte am Wochenende zur Besichtigung kommen.",
    propertyId,
  });
});

describe("admin inbox", () => {
  it("shows a message sent through POST /api/contact with its property and marks it handled", async () => {
    const page = await openInbox();
    expect(await page.getByTestId("message-card").locator("h2").allTextContents()).toEqual([
      "Tobias Krüger",
      "Clara Neumann",
    ]);
    const tobias = card(page, "Tobias Krüger");
    expect(await tobias.getByRole("link", { name: "tobias.krueger@example.de" }).getAttribute("href")).toBe(
      "mailto:tobias.krueger@example.de",
    );
    expect(await tobias.getByRole("link", { name: "+49 170 1234567" }).getAttribute("href")).toBe("tel:+491701234567");
    expect(await tobias.getByRole("link", { name: /Dachgeschoss mit Spreeblick/ }).getAttribute("href")).toBe(
      `/properties/${propertyId}`,
    );
    expect(await tobias.textContent()).toContain("Ich könnte am Wochenende zur Besichtigung kommen.");
    expect(await tobias.getByTestId("message-state").textContent()).toBe("Unbearbeitet");

    await tobias.getByRole("button", { name: "Als bearbeitet markieren" }).click();
    await page.getByText("Die Nachricht von Tobias Krüger ist erledigt.").first().waitFor();
    await expect.poll(() => tobias.getByTestId("message-state").textContent()).toBe("Bearbeitet");
    expect((await admin.listContacts()).find((c) => c.name === "Tobias Krüger")?.handled).toBe(true);
    const stats = await admin.get<{ contacts: { unhandled: number } }>("/api/admin/stats");
    expect(stats.contacts.unhandled).toBe(1);

    await page.getByRole("button", { name: /Unbearbeitet/ }).click();
    await expect
      .poll(() => page.getByTestId("message-card").locator("h2").allTextContents())
      .toEqual(["Clara Neumann"]);
    await page.getByRole("button", { name: /^Alle/ }).click();
    await card(page, "Tobias Krüger").getByRole("button", { name: "Als unbearbeitet markieren" }).click();
    await expect
      .poll(() => card(page, "Tobias Krüger").getByTestId("message-state").textContent())
      .toBe("Unbearbeitet");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("deletes a message after a confirmation", async () => {
    await send({ name: "Spam Versender", email: "spam@example.de", message: "Kaufen Sie jetzt günstige Uhren!" });
    const page = await openInbox();
    await card(page, "Spam Versender").getByRole("button", { name: "Nachricht von Spam Versender löschen" }).click();
    await page
      .getByRole("alertdialog", { name: "Nachricht löschen?" })
      .getByRole("button", { name: "Löschen" })
      .click();
    await page.getByText("Die Nachricht wurde erfolgreich gelöscht.").first().waitFor();
    await expect.poll(() => card(page, "Spam Versender").count()).toBe(0);
    expect((await admin.listContacts()).map((c) => c.name)).not.toContain("Spam Versender");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`has no serious accessibility violations at ${width} px (${theme})`, async () => {
      const page = await openInbox(width, theme);
      await checkA11y(page, `Nachrichten ${width}px ${theme}`);
      await screenshot(page, `admin-inbox-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
