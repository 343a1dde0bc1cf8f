import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN_PASSWORD } from "./support/server";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";
import { looks } from "./support/looks";
import { expectToast, pathAndQuery } from "./support/page";
import { validApplication } from "../server/test/factories";

const suite = useBrowserSuite();
let admin: AdminApi;
let newestApplicants: string[];

// Known numbers for the dashboard: 6 properties (3 active, 2 reserved, 1 hidden; 2 highlights),
// 4 applications (3 new), 3 posts (2 published, 1 draft), 2 unhandled messages.
beforeAll(async () => {
  admin = suite.admin;
  const open = await admin.createProperty({ title: "Bewerbungswohnung am Kanal" });
  await admin.createProperty({ isHighlight: true });
  await admin.createProperty({ transactionType: "buy", type: "house", price: 685000 });
  await admin.createProperty({ status: "reserved", isHighlight: true });
  await admin.createProperty({ status: "reserved" });
  await admin.createProperty({ status: "hidden" });
  const visitor = suite.visitor();
  const names = ["Anna Schmidt", "Ben Müller", "Clara Weiß", "David Öztürk"];
  const ids: number[] = [];
  for (const name of names) {
    const { id } = await visitor.post<{ id: number }>(
      "/api/applications",
      validApplication(open.id, { name, signature: name, email: `${name.split(" ")[0].toLowerCase()}@example.de` }),
    );
    ids.push(id);
  }
  await admin.patch(`/api/applications/${ids[0]}/status`, { status: "accepted" });
  newestApplicants = [...names].reverse().slice(0, 3);
  await admin.createPost({ published: true });
  await admin.createPost({ published: true });
  await admin.createPost({ published: false });
  await visitor.post("/api/contact", {
    name: "Eva Klein",
    email: "eva@example.de",
    message: "Ich hätte gern einen Besichtigungstermin.",
  });
  await visitor.post("/api/contact", {
    name: "Frank Groß",
    email: "frank@example.de",
    message: "Bitte rufen Sie mich wegen der Wohnung zurück.",
  });
});

const open = (options: { width?: Width; theme?: Theme } = {}) => suite.open(options);

/** The password input (its label "Passwort" is also the start of the toggle's name "Passwort anzeigen"). */
const passwordField = (page: Page) => page.locator("input[name=password]");

/** The number and breakdown of one dashboard card. */
async function readCard(page: Page, title: string) {
  const card = page
    .locator("section[aria-label=Kennzahlen] > div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const value = Number(await card.getByTestId("stat-value").innerText());
  const lines: Record<string, number> = {};
  for (const row of await card.locator("dl > div").all())
    lines[await row.locator("dt").innerText()] = Number(await row.locator("dd").innerText());
  return { value, lines };
}

describe("admin sign-in", () => {
  it("sends a signed-out visitor from /admin/properties to the login page and remembers the page", async () => {
    const page = await open();
    await page.goto("/admin/properties");
    await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/login?next=%2Fadmin%2Fproperties");
    expect(await page.getByLabel("Benutzername").inputValue()).toBe("admin");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("explains on /admin/scraper instead of redirecting", async () => {
    const page = await open({ width: 375 });
    await page.goto("/admin/scraper");
    await page.getByRole("heading", { name: "Nicht autorisiert" }).waitFor();
    expect(await page.getByText("Sie müssen angemeldet sein, um auf diese Seite zuzugreifen.").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/admin/scraper");
    expect(await page.getByRole("link", { name: "Zur Anmeldung" }).getAttribute("href")).toBe(
      "/admin/login?next=%2Fadmin%2Fscraper",
    );
    await screenshot(page, "admin-scraper-signed-out");
    await checkA11y(page, "Scraper abgemeldet");
    await closePage(page);
  });

  it("shows the German messages under empty fields", async () => {
    const page = await open();
    await page.goto("/admin/login");
    await page.getByLabel("Benutzername").fill("");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByText("Benutzername wird benötigt").waitFor();
    expect(await page.getByText("Passwort wird benötigt").isVisible()).toBe(true);
    expect(await page.getByLabel("Benutzername").getAttribute("aria-invalid")).toBe("true");
    await closePage(page);
  });

  it("toggles the password's visibility with a pressed state", async () => {
    const page = await open();
    await page.goto("/admin/login");
    const password = passwordField(page);
    const toggle = page.getByRole("button", { name: "Passwort anzeigen" });
    await password.fill("geheim");
    expect(await password.getAttribute("type")).toBe("password");
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await closePage(page);
  });

  it("answers a wrong password with the toast and stays on the login page", async () => {
    const page = await open();
    await page.goto("/admin/login");
    await passwordField(page).fill("falsches-passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expectToast(page, "Login fehlgeschlagen", "Ungültiger Benutzername oder Passwort.");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expectNoConsoleErrors(page, [/401/]);
    await closePage(page);
  });

  it("signs in and shows the dashboard with the numbers of the database", async () => {
    const page = await open();
    await page.goto("/admin/login");
    await passwordField(page).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin");

    const stats = await admin.get<{
      properties: Record<string, number>;
      applications: Record<string, number>;
      blog: Record<string, number>;
      highlights: number;
    }>("/api/admin/stats");
    expect(stats).toMatchObject({
      properties: { total: 6, active: 3, reserved: 2, hidden: 1 },
      applications: { total: 4, new: 3 },
      blog: { total: 3, published: 2, drafts: 1 },
      highlights: 2,
    });
    await page.locator("[data-testid=stat-value]").first().waitFor();
    expect(await readCard(page, "Immobilien")).toEqual({ value: 6, lines: { Aktiv: 3, Reserviert: 2, Versteckt: 1 } });
    expect(await readCard(page, "Bewerbungen")).toEqual({ value: 4, lines: { Neu: 3 } });
    expect(await readCard(page, "Blogbeiträge")).toEqual({ value: 3, lines: { Veröffentlicht: 2, Entwürfe: 1 } });
    expect((await readCard(page, "Highlights")).value).toBe(2);

    // The three newest applications, newest first, with e-mail, property number and status label.
    const recent = page.getByRole("region", { name: "Neueste Bewerbungen" }).locator("li");
    await recent.first().waitFor();
    expect(await recent.count()).toBe(3);
    const first = await recent.first().innerText();
    expect(first).toContain(newestApplicants[0]);
    expect(first).toContain("david@example.de");
    expect(first).toMatch(/Objekt-Nr\. \d+/);
    expect(first).toContain("Neu");
    expect(await recent.nth(2).innerText()).toContain(newestApplicants[2]);
    expect(await page.getByRole("link", { name: "Alle Bewerbungen" }).getAttribute("href")).toBe("/admin/applications");

    // Quick links.
    expect(await page.getByRole("link", { name: "Neue Immobilie anlegen" }).getAttribute("href")).toBe(
      "/admin/properties/new",
    );
    expect(await page.getByRole("link", { name: "Neuen Blogbeitrag schreiben" }).getAttribute("href")).toBe(
      "/admin/blog/new",
    );
    expect(await page.getByRole("link", { name: /Website besuchen/ }).getAttribute("target")).toBe("_blank");

    // The status is cached for the session.
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("admin-auth-status"))) ?? "null"),
    ).toMatchObject({ authenticated: true, user: { username: "admin" } });
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("uses the status cached in sessionStorage when the status request fails", async () => {
    const page = await open();
    await page.goto("/admin/login");
    await passwordField(page).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.route("**/api/auth/status", (route) => route.abort());
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin");
    expectNoConsoleErrors(page, [/ERR_FAILED/, /auth\/status/]);
    await closePage(page);
  });

  it("goes on to the remembered page after signing in", async () => {
    const page = await open();
    await page.goto("/admin/login?next=%2Fadmin%2Fproperties");
    await passwordField(page).fill(ADMIN_PASSWORD);
    await passwordField(page).press("Enter");
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/properties");
    await closePage(page);
  });

  it("sends an admin who is already signed in from the login page to the dashboard", async () => {
    const page = await open();
    await suite.signIn(page);
    await page.goto("/admin/login");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin");
    await closePage(page);
  });

  it("ignores a next parameter that leaves the admin area", async () => {
    const page = await open();
    await suite.signIn(page);
    await page.goto("/admin/login?next=https%3A%2F%2Fevil.example%2F");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).origin).toBe(suite.server.baseUrl);
    await closePage(page);
  });
});

describe("admin shell", () => {
  it("highlights the current section and counts unhandled messages", async () => {
    const page = await suite.openSignedIn("/admin/properties");
    const nav = page.getByRole("navigation", { name: "Verwaltung" });
    expect(await nav.getByRole("link", { name: "Immobilien" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    const messages = nav.getByRole("link", { name: /Nachrichten/ });
    await expect.poll(() => messages.innerText()).toContain("2");
    expect(await messages.textContent()).toContain("2 unbearbeitete Nachrichten");
    const website = nav.getByRole("link", { name: /Website/ });
    expect(await website.getAttribute("href")).toBe("/");
    expect(await website.getAttribute("target")).toBe("_blank");
    for (const label of ["Bewerbungen", "Import", "Scraper", "Blog"])
      expect(await nav.getByRole("link", { name: label, exact: true }).isVisible()).toBe(true);
    await closePage(page);
  });

  it("opens the navigation as a drawer on phones and closes it after choosing a page or going back", async () => {
    const page = await suite.openSignedIn("/admin", { width: 375 });
    expect(await page.getByRole("navigation", { name: "Verwaltung" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation der Verwaltung" });
    await drawer.waitFor();
    await screenshot(page, "admin-drawer");
    await drawer.getByRole("link", { name: "Immobilien" }).click();
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    await drawer.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/properties");

    // The browser's back button closes an open drawer along with the page change.
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await drawer.waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.pointerEvents)).not.toBe("none");
    await closePage(page);
  });

  it("keeps its own theme apart from the website's", async () => {
    const page = await suite.openSignedIn("/admin");
    await page.getByRole("button", { name: "Farbschema wählen" }).first().click();
    await page.getByRole("menuitemradio", { name: "Dunkel" }).click();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("admin-ui-theme"),
        localStorage.getItem("ui-theme"),
        document.documentElement.classList.contains("dark"),
      ]),
    ).toEqual(["dark", null, true]);
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await closePage(page);
  });

  it("signs out: login page, cached status and data gone, admin pages closed again", async () => {
    const page = await suite.openSignedIn("/admin/properties");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/login");
    expect(await page.evaluate(() => sessionStorage.getItem("admin-auth-status"))).toBeNull();
    const status = await page.request.get(new URL("/api/auth/status", suite.server.baseUrl).toString());
    expect(await status.json()).toEqual({ authenticated: false, user: null });
    await page.goto("/admin/properties");
    await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
    expect(pathAndQuery(page)).toBe("/admin/login?next=%2Fadmin%2Fproperties");
    expectNoConsoleErrors(page, [/401/]);
    await closePage(page);
  });
});

describe("admin pages look right and pass axe", () => {
  for (const [width, theme] of looks) {
    it(`login and dashboard at ${width} px, ${theme}`, async () => {
      const page = await open({ width, theme });
      await page.goto("/admin/login");
      await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
      await screenshot(page, `admin-login-${theme}`);
      await checkA11y(page, `Login ${width}px ${theme}`);
      await suite.signIn(page);
      await page.goto("/admin");
      await page.locator("[data-testid=stat-value]").first().waitFor();
      await page.getByText("Neueste Bewerbungen").waitFor();
      await page.locator("li").filter({ hasText: newestApplicants[0] }).waitFor();
      await screenshot(page, `admin-dashboard-${theme}`);
      await checkA11y(page, `Dashboard ${width}px ${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});

describe("login rate limit", () => {
  it("shows the server's 429 message after too many failed attempts", async () => {
    const limited = await suite.startServer({ RATE_LIMIT_LOGIN: "2" });
    const page = await suite.open({ server: limited });
    await page.goto("/admin/login");
    const password = passwordField(page);
    for (let attempt = 0; attempt < 2; attempt++) {
      await password.fill(`falsch-${attempt}`);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expectToast(page, "Login fehlgeschlagen", "Ungültiger Benutzername oder Passwort.");
      await page.getByRole("button", { name: "Anmelden" }).and(page.locator(":enabled")).waitFor();
    }
    await password.fill("falsch-3");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expectToast(page, "Login fehlgeschlagen", "Zu viele fehlgeschlagene Anmeldeversuche");
    await closePage(page);
  });
});
