// The contact page: details, map placeholder, FAQ and the message form (validation, success,
// server failure, pending state, server field errors) – plus axe scans and screenshots.
import { describe, expect, it } from "vitest";
import type { Page, Request } from "playwright-core";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot } from "./support/browser";
import { fieldError, fillForm, openToast, textbox } from "./support/page";
import { useBrowserSuite } from "./support/suite";
import { looks } from "./support/looks";
import { adminApi } from "./support/api";

const suite = useBrowserSuite();
/** A second server that accepts one contact message per hour, so the second one gets a 429. */
const strictServer = () => suite.startServer({ RATE_LIMIT_CONTACT: "1" });
const open = suite.open;

async function openContact(page: Page) {
  await page.goto("/contact");
  await page.getByRole("heading", { level: 1 }).waitFor();
}

const field = textbox;
const submit = (page: Page) => page.getByRole("button", { name: /Nachricht senden|Wird gesendet/ });
const toastItem = openToast;

const describedError = (page: Page, label: string) => fieldError(field(page, label));

const message = {
  name: "Clara Winter",
  email: "clara.winter@example.de",
  phone: "030 9876543",
  text: "Guten Tag, ich möchte meine Wohnung in Friedrichshain bewerten lassen. Wann hätten Sie Zeit?",
};

const fillContact = (page: Page, values = message) =>
  fillForm(page, { Name: values.name, "E-Mail": values.email, Telefon: values.phone, Nachricht: values.text });

const formValues = (page: Page) =>
  Promise.all(["Name", "E-Mail", "Telefon", "Nachricht"].map((label) => field(page, label).inputValue()));

function recordContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") posts.push(request);
  });
  return posts;
}

describe("contact page", () => {
  it("shows address, phone, e-mail, opening hours, the map placeholder, the appointment note and the FAQ", async () => {
    const page = await open();
    await openContact(page);
    expect(await page.title()).toBe("Kontakt | Spreehaus Immobilien");
    const details = page.locator('section[aria-labelledby="contact-details-title"]');
    expect(await details.getByText("Torstraße 118").isVisible()).toBe(true);
    expect(await details.getByRole("link", { name: "+49 30 1234 5678" }).getAttribute("href")).toBe(
      "tel:+493012345678",
    );
    expect(await details.getByRole("link", { name: "info@spreehaus-immobilien.de" }).getAttribute("href")).toBe(
      "mailto:info@spreehaus-immobilien.de",
    );
    for (const hours of ["9:00–18:00", "10:00–14:00", "geschlossen"])
      expect(await details.getByText(hours).isVisible(), hours).toBe(true);
    expect(await details.getByText("Bitte vereinbaren Sie vor Ihrem Besuch einen Termin.").isVisible()).toBe(true);

    // No maps key in this build: our own placeholder with a link to OpenStreetMap, no external image.
    expect(await page.getByTestId("map-placeholder").isVisible()).toBe(true);
    const osm = page.getByRole("link", { name: /Auf OpenStreetMap ansehen/ });
    expect(await osm.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/search?query=Torstra%C3%9Fe%20118%2C%2010119%20Berlin",
    );
    expect(await osm.getAttribute("target")).toBe("_blank");
    expect(await page.locator('img[src*="maps.googleapis.com"]').count()).toBe(0);

    const question = page.getByText("Wie lange dauert ein Verkauf?");
    const details1 = page.locator("details", { has: question });
    expect(await details1.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await question.click();
    expect(await details1.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await details1.getByText(/2–3 Monaten/).isVisible()).toBe(true);
    for (const q of ["Welche Unterlagen brauche ich?", "Wie funktioniert die Finanzierung?"]) {
      expect(await page.locator("summary", { hasText: q }).count(), q).toBe(1);
    }
    // Keyboard: the summary is focusable and toggles with Enter.
    const financing = page.locator("summary", { hasText: "Wie funktioniert die Finanzierung?" });
    await financing.focus();
    await page.keyboard.press("Enter");
    expect(await page.locator("details", { has: financing }).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      true,
    );
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the three German messages under the fields on an empty submit and sends nothing", async () => {
    const page = await open({ width: 375 });
    const posts = recordContactPosts(page);
    await openContact(page);
    await submit(page).click();

    await expect.poll(() => describedError(page, "Name")).toBe("Name muss mindestens 2 Zeichen enthalten");
    expect(await describedError(page, "E-Mail")).toBe("Gültige E-Mail-Adresse erforderlich");
    expect(await describedError(page, "Nachricht")).toBe("Nachricht muss mindestens 10 Zeichen enthalten");
    expect(await field(page, "Telefon").getAttribute("aria-invalid")).toBeNull();
    for (const label of ["Name", "E-Mail", "Nachricht"])
      expect(await field(page, label).getAttribute("aria-invalid"), label).toBe("true");
    // The messages show once validation has refused the submit; a request would have started by then.
    expect(posts).toHaveLength(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("sends a valid message: toast, empty form, and the message is stored", async () => {
    const page = await open();
    const posts = recordContactPosts(page);
    await openContact(page);
    await fillContact(page);
    await submit(page).click();

    const toast = toastItem(page, "default");
    await expect.poll(() => toast.textContent()).toContain("Nachricht gesendet");
    expect(await toast.textContent()).toContain("Wir melden uns in Kürze bei Ihnen.");
    expect(await formValues(page)).toEqual(["", "", "", ""]);
    expect(posts).toHaveLength(1);
    expect(posts[0].postDataJSON()).toEqual({
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.text,
    });

    const stored = await suite.admin.listContacts();
    expect(stored).toEqual([
      expect.objectContaining({
        name: message.name,
        email: message.email,
        phone: message.phone,
        message: message.text,
      }),
    ]);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("disables the button and shows 'Wird gesendet...' while sending", async () => {
    const page = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await openContact(page);
    await fillContact(page, { ...message, name: "Paul Pending" });
    await submit(page).click();
    await expect.poll(() => submit(page).textContent()).toBe("Wird gesendet...");
    expect(await submit(page).isDisabled()).toBe(true);
    release();
    await expect.poll(() => submit(page).textContent()).toBe("Nachricht senden");
    expect(await submit(page).isEnabled()).toBe(true);
    await closePage(page);
  });

  it("keeps the typed text and shows a destructive toast when the server refuses (429)", async () => {
    const strict = await strictServer();
    const page = await open({ server: strict });
    await openContact(page);
    await fillContact(page, { ...message, name: "Erste Nachricht" });
    await submit(page).click();
    await expect.poll(() => toastItem(page, "default").textContent()).toContain("Nachricht gesendet");

    const second = {
      ...message,
      name: "Zweite Nachricht",
      text: "Diese zweite Nachricht kommt über das Limit und darf nicht verloren gehen.",
    };
    await fillContact(page, second);
    await submit(page).click();
    const toast = toastItem(page, "destructive");
    await expect.poll(() => toast.textContent()).toContain("Fehler beim Senden der Nachricht:");
    expect(await toast.textContent()).toContain("Fehler");
    expect(await toast.textContent()).toContain("Zu viele Nachrichten in kurzer Zeit.");
    expect(await formValues(page)).toEqual([second.name, second.email, second.phone, second.text]);
    expect(await submit(page).isEnabled()).toBe(true);

    const stored = await (await adminApi(strict.baseUrl)).listContacts();
    expect(stored.map((c) => c.name)).toEqual(["Erste Nachricht"]);
    // The refused request is logged by the browser as a failed resource load; nothing else may fail.
    expectNoConsoleErrors(page, [/status of 429/]);
    await closePage(page);
  });

  it("shows the server's field errors under the fields", async () => {
    const page = await open();
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Ungültige Eingabe",
          errors: [{ path: "email", message: "Diese E-Mail-Domain nimmt keine Post an" }],
        }),
      }),
    );
    await openContact(page);
    await fillContact(page);
    await submit(page).click();
    await expect.poll(() => describedError(page, "E-Mail")).toBe("Diese E-Mail-Domain nimmt keine Post an");
    expect(await toastItem(page, "destructive").textContent()).toContain(
      "Fehler beim Senden der Nachricht: Ungültige Eingabe",
    );
    expect(await formValues(page)).toEqual([message.name, message.email, message.phone, message.text]);
    await closePage(page);
  });
});

describe("contact page accessibility and screenshots", () => {
  for (const [width, theme] of looks) {
    it(`has no serious accessibility violations at ${width} px (${theme})`, async () => {
      const page = await open({ width, theme });
      await openContact(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await checkA11y(page, `Kontakt ${width}px ${theme}`);
      // With the validation messages shown too.
      await submit(page).click();
      await expect.poll(() => describedError(page, "Name")).not.toBe("");
      await checkA11y(page, `Kontakt mit Fehlern ${width}px ${theme}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, theme === "dark" ? "contact-errors-dark" : "contact-errors");
      await page.reload();
      await page.getByRole("heading", { level: 1 }).waitFor();
      await screenshot(page, theme === "dark" ? "contact-dark" : "contact");
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
