// The search-alert journey: save the list's search as a Suchauftrag, confirm it via the link from
// the captured mail, an admin publishes a matching listing, the alert mail arrives with its link,
// and the unsubscribe link ends it. Plus axe scans and screenshots of the dialog and both pages.
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSmtpCatcher, type CaughtMail } from "../server/test/smtp-catcher";
import { checkA11y, expectNoConsoleErrors, screenshot } from "./support/browser";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const smtp = await startSmtpCatcher();
const suite = useBrowserSuite({ SMTP_URL: smtp.url, JOB_POLL_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1" });
afterAll(() => smtp.stop());

const SEARCH = "/properties?transactionType=rent&city=Berlin&maxPrice=1500";
const confirmSubject = "Bitte bestätigen Sie Ihren Suchauftrag";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path and query of the first link in the mail's text that starts with `path`. */
function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[?]/g, "\\?")}[^\\s]*)`).exec(mail.text ?? "");
  if (!match) throw new Error(`kein Link ${path} in: ${mail.text}`);
  return match[1];
}

async function openDialog(page: Page) {
  await page.goto(SEARCH);
  await page.getByRole("button", { name: "Suchauftrag speichern" }).click();
  const dialog = page.getByRole("dialog", { name: "Suchauftrag speichern" });
  await dialog.waitFor();
  return dialog;
}

describe("search alert journey", () => {
  const email = "paula.sucht@example.de";

  it("save, confirm, get the matching listing once, unsubscribe", async () => {
    const page = await suite.open({ width: 1280 });
    const dialog = await openDialog(page);
    expect(await dialog.getByTestId("alert-summary").textContent()).toBe("Mieten, Berlin, bis 1.500\u00a0€");
    await dialog.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await dialog.getByRole("radio", { name: /Sofort/ }).check();
    await dialog.getByRole("button", { name: "Suchauftrag speichern" }).click();
    await page
      .getByRole("dialog", { name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" })
      .getByText("Fast geschafft")
      .waitFor();

    const [confirmation] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === confirmSubject);
    // The address is not confirmed yet: the mail does not repeat the place the visitor typed.
    expect(confirmation.text).toContain("Mieten, am eingegebenen Ort, bis 1.500\u00a0€");
    const confirmPath = linkIn(confirmation, "/search-alerts/confirm?token=");
    await page.goto(confirmPath);
    await page.getByText("Ihr Suchauftrag ist aktiv").waitFor();
    await page.goto(confirmPath);
    await page.getByText("ungültig oder wurde bereits bestätigt").waitFor();

    // The admin creates the listing hidden and then publishes it.
    const listing = await suite.admin.createProperty({
      title: "Dachgeschoss mit Blick über Kreuzberg",
      status: "hidden",
      city: "Berlin",
      price: 1350,
      rooms: 2,
    });
    await suite.admin.createProperty({ title: "Zu teuer für die Suche", city: "Berlin", price: 2400 });
    await suite.admin.patch(`/api/properties/${listing.id}`, { status: "active" });
    const [alert] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === `Neues Angebot zu Ihrem Suchauftrag: ${listing.title}`,
    );
    expect(alert.headerLines.some((line) => line.key === "list-unsubscribe-post")).toBe(true);
    await page.goto(linkIn(alert, `/properties/${listing.id}`));
    await page.getByRole("heading", { level: 1, name: listing.title }).waitFor();

    await page.goto(linkIn(alert, "/search-alerts/unsubscribe?token="));
    await page.getByText("Sie sind abgemeldet").waitFor();
    await page.reload();
    await page.getByText("ungültig oder wurde bereits verwendet").waitFor();

    await suite.admin.createProperty({ title: "Nach der Abmeldung", city: "Berlin", price: 1200 });
    await sleep(2500);
    expect(smtp.to(email).map((m) => m.subject)).toEqual([confirmSubject, alert.subject]);
    expectNoConsoleErrors(page, [/status of 404/]);
  });
});

describe("how the dialog and the pages look", () => {
  for (const [width, theme] of looks) {
    it(`${width} px, ${theme}`, async () => {
      const page = await suite.open({ width, theme });
      const dialog = await openDialog(page);
      await dialog.getByRole("textbox", { name: "E-Mail" }).fill("ansicht@example.de");
      await screenshot(page, `search-alert-dialog-${theme}`);
      await checkA11y(page, `Suchauftrag-Dialog ${width}px ${theme}`);
      await page.goto("/search-alerts/confirm?token=abgelaufen");
      await page.getByText("ungültig oder wurde bereits bestätigt").waitFor();
      await screenshot(page, `search-alert-confirm-${theme}`);
      await page.goto("/search-alerts/unsubscribe?token=abgelaufen");
      await page.getByText("ungültig oder wurde bereits verwendet").waitFor();
      await screenshot(page, `search-alert-unsubscribe-${theme}`);
      if (width === 375 && theme === "dark") await checkA11y(page, "Abmeldeseite");
    });
  }
});
