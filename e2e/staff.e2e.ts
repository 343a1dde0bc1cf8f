// The staff-account journey: the owner invites a colleague in 'Konten', the invitation mail arrives
// with its one-time link, the colleague chooses a password there and signs in as staff (no 'Konten',
// no 'Protokoll', 403 on the accounts API), looks at an applicant's document, and the owner finds that
// look in the 'Protokoll' under the colleague's name. Plus an axe scan and screenshots at 375 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSmtpCatcher, type CaughtMail } from "../server/test/smtp-catcher";
import { validApplication } from "../server/test/factories";
import { checkA11y, expectNoConsoleErrors, screenshot } from "./support/browser";
import { expectToast, pathAndQuery } from "./support/page";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./support/server";
import { useBrowserSuite } from "./support/suite";

const smtp = await startSmtpCatcher();
const suite = useBrowserSuite({ SMTP_URL: smtp.url, JOB_POLL_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1" });
afterAll(() => smtp.stop());

const colleague = { username: "mara.berger", email: "mara.berger@example.de", password: "Spreeufer-Kanal-2026" };
const invitationSubject = "Ihr Zugang zur Verwaltung von Spreehaus Immobilien";
const ownersOnly = "Nur Inhaber dürfen das: Ihr Konto hat dafür keine Berechtigung.";
let applicationId: number;

/** The path and query of the first link in the mail's text that starts with `path`. */
function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[?]/g, "\\?")}[^\\s]*)`).exec(mail.text ?? "");
  if (!match) throw new Error(`kein Link ${path} in: ${mail.text}`);
  return match[1];
}

/** The login form, filled in and sent; waits for the dashboard. */
async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Benutzername").fill(username);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Verwaltung" });

beforeAll(async () => {
  const { id: propertyId } = await suite.admin.createProperty({ title: "Altbauwohnung am Landwehrkanal" });
  const applicant = { name: "Jonas Becker", email: "jonas.becker@example.de", signature: "Jonas Becker" };
  const created = await suite
    .visitor()
    .post<{ id: number }>("/api/applications", validApplication(propertyId, applicant));
  applicationId = created.id;
});

describe("staff accounts", () => {
  it("owner invites, the colleague accepts by mail and works as staff, the owner reads it in the Protokoll", async () => {
    // The owner invites the colleague in 'Konten'.
    const owner = await suite.open({ width: 1280 });
    owner.setDefaultTimeout(10_000);
    await signInWithForm(owner, ADMIN_USERNAME, ADMIN_PASSWORD);
    await nav(owner).getByRole("link", { name: "Konten", exact: true }).click();
    await owner.getByRole("heading", { name: "Konten", level: 1 }).waitFor();
    const inviteForm = owner.locator("form").filter({ has: owner.getByRole("button", { name: "Einladen" }) });
    await inviteForm.getByRole("textbox", { name: "Benutzername" }).fill(colleague.username);
    await inviteForm.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(colleague.email);
    await inviteForm.getByRole("combobox", { name: "Rolle" }).selectOption({ label: "Mitarbeiter" });
    await inviteForm.getByRole("button", { name: "Einladen" }).click();
    await expectToast(
      owner,
      "Einladung verschickt",
      `${colleague.username} erhält einen Link an ${colleague.email}, um ein Passwort zu wählen (48 Stunden gültig).`,
    );
    const row = owner.getByRole("list", { name: "Konten" }).getByRole("listitem").filter({ hasText: colleague.email });
    await row.getByText("Eingeladen").waitFor();

    const [invitation] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(colleague.email) && m.subject === invitationSubject,
    );
    expect(invitation.text).toContain(colleague.username);
    expect(invitation.text).toContain("48 Stunden gültig und funktioniert nur einmal");
    const invitationPath = linkIn(invitation, "/admin/invitation?token=");

    // The colleague opens the link in a browser of their own and chooses a password.
    const staff = await suite.open({ width: 1280 });
    staff.setDefaultTimeout(10_000);
    await staff.goto(invitationPath);
    await staff.getByRole("heading", { name: "Einladung annehmen" }).waitFor();
    // By name: "Neues Passwort" is also the start of the visibility toggle's name.
    const password = staff.locator("input[name=password]");
    const repeat = staff.locator("input[name=repeat]");
    await staff.getByText("Mindestens 12 Zeichen; sehr häufige Passwörter werden abgelehnt.").waitFor();
    await password.fill("kurz-2026");
    await repeat.fill("kurz-2026");
    await staff.getByRole("button", { name: "Passwort speichern" }).click();
    await staff.getByText("Das Passwort muss mindestens 12 Zeichen lang sein.").waitFor();
    await password.fill("contortionist");
    await repeat.fill("contortionist");
    await staff.getByRole("button", { name: "Passwort speichern" }).click();
    await staff
      .getByText("Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.")
      .waitFor();
    await password.fill(colleague.password);
    await repeat.fill(colleague.password);
    await staff.getByRole("button", { name: "Passwort speichern" }).click();
    await staff.getByRole("status").getByText("Ihr Passwort ist gespeichert.").waitFor();
    await staff.getByRole("link", { name: "Zur Anmeldung" }).click();
    await staff.getByRole("heading", { name: "Anmeldung" }).waitFor();
    expect(pathAndQuery(staff)).toBe("/admin/login");

    // Signed in as staff: no 'Konten', no 'Protokoll', and the accounts API refuses in German.
    await signInWithForm(staff, colleague.username, colleague.password);
    const staffNav = nav(staff);
    await staffNav.getByRole("link", { name: "Bewerbungen", exact: true }).waitFor();
    expect(await staffNav.getByRole("link", { name: "Konten", exact: true }).count()).toBe(0);
    expect(await staffNav.getByRole("link", { name: "Protokoll", exact: true }).count()).toBe(0);
    const users = await staff.request.get(new URL("/api/users", suite.server.baseUrl).toString());
    expect(users.status()).toBe(403);
    expect(await users.json()).toMatchObject({ message: ownersOnly });
    await staff.goto("/admin/accounts");
    await staff.getByRole("heading", { name: "Nur für Inhaber" }).waitFor();

    // The colleague looks at the applicant's ID card.
    await staffNav.getByRole("link", { name: "Bewerbungen", exact: true }).click();
    await staff.getByRole("heading", { name: "Bewerbungen", level: 1 }).waitFor();
    await staff.getByTestId("application-card").getByRole("button", { name: "Jonas Becker", exact: true }).click();
    const panel = staff.getByRole("dialog", { name: "Jonas Becker" });
    await panel.getByRole("button", { name: "Personalausweis ansehen" }).click();
    const image = staff.getByRole("dialog", { name: "Personalausweis" }).getByTestId("document-image");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The server refused the common password with 400.
    expectNoConsoleErrors(staff, [/status of 400/]);

    // The owner finds that look in the 'Protokoll', filtered by the colleague.
    await nav(owner).getByRole("link", { name: "Protokoll", exact: true }).click();
    await owner.getByRole("heading", { name: "Protokoll", level: 1 }).waitFor();
    await owner.getByRole("combobox", { name: "Person" }).selectOption({ label: colleague.username });
    const entries = owner.getByRole("list", { name: "Protokolleinträge" }).getByRole("listitem");
    const viewed = entries.filter({ hasText: "Dokument angesehen" });
    await expect
      .poll(() => viewed.first().textContent())
      .toContain(`Personalausweis aus Bewerbung #${applicationId} von Jonas Becker angesehen`);
    expect(await viewed.count()).toBe(1);
    expect(await viewed.first().textContent()).toContain(colleague.username);
    // Only the colleague's entries: the invitation (by the owner) is not among them.
    for (const text of await entries.allTextContents()) expect(text).toContain(colleague.username);
    expect(await entries.filter({ hasText: "Konto eingeladen" }).count()).toBe(0);
    expect((await entries.allTextContents()).some((text) => text.includes("Anmeldung"))).toBe(true);
    expectNoConsoleErrors(owner);
  });

  it("the invitation and the Protokoll at 375 px pass axe", async () => {
    const page = await suite.open({ width: 375 });
    await page.goto("/admin/invitation?token=abgelaufen");
    await page.getByRole("heading", { name: "Einladung annehmen" }).waitFor();
    await screenshot(page, "staff-invitation");
    await checkA11y(page, "Einladung annehmen");
    await suite.signIn(page);
    await page.goto("/admin/audit");
    await page.getByRole("list", { name: "Protokolleinträge" }).waitFor();
    await screenshot(page, "staff-audit");
    await checkA11y(page, "Protokoll 375px");
  });
});
