// The public shell and the static pages: home, header (current route, mobile menu, scroll state),
// theme, /services, /about-us, /legal tabs, 404 – plus axe scans and screenshots.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let admin: AdminApi;

beforeAll(async () => {
  admin = suite.admin;
});

const open = (width: Width = 1280, theme?: Theme) => suite.open({ width, theme });

/** Navigates and waits until the page's h1 is rendered (lazy page chunks load after the shell). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
}

/** Scrolls through the page so lazy images load, waits for them, then returns to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  // A lazy image that appeared after the scroll had passed it (a part hydrated late) loads only
  // when it is in view: each poll brings the first unfinished one there.
  await page.waitForFunction(() => {
    const pending = [...document.images].filter((image) => !image.complete);
    pending[0]?.scrollIntoView({ block: "center" });
    return pending.length === 0;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.locator("header[data-opaque]").getAttribute("data-opaque")).toBe("false");
}

const header = (page: Page) => page.locator("header[data-opaque]");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Hauptnavigation" });
const highlights = (page: Page) => page.locator('section[aria-labelledby="home-highlights-title"]');
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

describe("home page", () => {
  it("shows hero, stats and testimonials, and the no-highlights text on a fresh server", async () => {
    const page = await open();
    await visit(page, "/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Zuhause finden, Zukunft gestalten");
    for (const stat of ["25+ Jahre Erfahrung", "1.200+ Verwaltete Einheiten", "98% Zufriedene Kunden"]) {
      expect(await page.locator("li", { hasText: stat }).count(), stat).toBe(1);
    }
    await expect
      .poll(() => highlights(page).getByText("Derzeit sind keine Highlight-Immobilien verfügbar.").isVisible())
      .toBe(true);
    const testimonials = page.locator('section[aria-labelledby="home-testimonials-title"] figure');
    expect(await testimonials.count()).toBe(3);
    expect(await page.getByRole("heading", { name: "Was Kunden über uns sagen" }).isVisible()).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows at most three highlighted properties, the newest first", async () => {
    const titles = [
      "Highlight Altbau Eins",
      "Highlight Penthouse Zwei",
      "Highlight Stadthaus Drei",
      "Highlight Loft Vier",
    ];
    for (const title of titles) await admin.createProperty({ title, isHighlight: true });
    await admin.createProperty({ title: "Ganz normale Wohnung ohne Highlight", isHighlight: false });

    const page = await open();
    await visit(page, "/");
    const cards = highlights(page).locator("article");
    await expect.poll(() => cards.count()).toBe(3);
    const shown = await cards.getByRole("heading").allTextContents();
    expect(shown).toEqual(["Highlight Loft Vier", "Highlight Stadthaus Drei", "Highlight Penthouse Zwei"]);
    expect(await highlights(page).getByText("Derzeit sind keine Highlight-Immobilien verfügbar.").count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("header", () => {
  it("marks the current route with aria-current and follows navigation", async () => {
    const page = await open(1280);
    await visit(page, "/services");
    const nav = mainNav(page);
    expect(await nav.getByRole("link", { name: "Leistungen" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Startseite" }).getAttribute("aria-current")).toBeNull();

    await nav.getByRole("link", { name: "Über uns" }).click();
    await page.waitForURL("**/about-us");
    await expect.poll(() => nav.getByRole("link", { name: "Über uns" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Leistungen" }).getAttribute("aria-current")).toBeNull();
    await closePage(page);
  });

  it("opens the mobile menu at 375 px and closes it after navigating", async () => {
    const page = await open(375);
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Menü" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#mobile-navigation").count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator("#mobile-navigation");
    await menu.waitFor();
    // The open menu makes the header opaque even at the top of the page.
    expect(await header(page).getAttribute("data-opaque")).toBe("true");

    await menu.getByRole("link", { name: "Kontakt", exact: true }).click();
    await page.waitForURL("**/contact");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Wir freuen uns auf Ihre Nachricht");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("turns opaque after scrolling more than 10 px and transparent again at the top", async () => {
    const page = await open(1280);
    await visit(page, "/about-us");
    const transparentBackground = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await header(page).getAttribute("data-opaque")).toBe("false");

    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(100);
    expect(await header(page).getAttribute("data-opaque")).toBe("false");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header(page).getAttribute("data-opaque")).toBe("true");
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(transparentBackground);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header(page).getAttribute("data-opaque")).toBe("false");
    await closePage(page);
  });
});

describe("theme", () => {
  it("switches to Dunkel, stores it under ui-theme and keeps it after a reload", async () => {
    const page = await open(1280);
    await visit(page, "/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);

    await page.getByRole("button", { name: "Farbschema wählen" }).click();
    await page.getByRole("menuitemradio", { name: "Dunkel" }).click();
    await expect.poll(isDark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");

    await page.reload();
    await page.locator("main h1").waitFor();
    expect(await isDark()).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("services page", () => {
  const sections = [
    ["vermittlung", "Vermittlung"],
    ["verwaltung", "Verwaltung"],
    ["wertermittlung", "Wertermittlung"],
    ["mietermanagement", "Mietermanagement"],
    ["instandhaltung", "Instandhaltung"],
    ["projektentwicklung", "Projektentwicklung"],
  ] as const;

  it("has the six anchored sections with title, six bullet points and an illustration", async () => {
    const page = await open(1280);
    await visit(page, "/services");
    expect(await page.title()).toBe("Leistungen | Spreehaus Immobilien");
    for (const [id, title] of sections) {
      const section = page.locator(`section#${id}`);
      expect(await section.getByRole("heading", { level: 2 }).textContent(), id).toBe(title);
      expect(await section.locator("ul > li").count(), id).toBe(6);
      const image = section.locator("img");
      expect(await image.getAttribute("width")).toBe("640");
      expect(await image.getAttribute("height")).toBe("480");
    }
    expect(await page.locator("section#verwaltung img").getAttribute("loading")).toBe("lazy");
    expect(await page.getByRole("link", { name: "Kostenlose Erstberatung" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Kontakt aufnehmen" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Immobilien entdecken" }).getAttribute("href")).toBe("/properties");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("scrolls to a section from a deep link and from the jump list", async () => {
    const page = await open(375);
    await page.goto("/services#instandhaltung");
    const inViewport = (id: string) =>
      page.locator(`section#${id} h2`).evaluate((el) => {
        const { top } = el.getBoundingClientRect();
        return top >= 0 && top < window.innerHeight;
      });
    await expect.poll(() => inViewport("instandhaltung")).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole("navigation", { name: "Leistungen auf dieser Seite" })
      .getByRole("link", { name: "Projektentwicklung" })
      .click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#projektentwicklung");
    await expect.poll(() => inViewport("projektentwicklung")).toBe(true);
    await closePage(page);
  });
});

describe("about-us page", () => {
  it("renders history, the five milestones, the team of four, three values and the calls to action", async () => {
    const page = await open(1280);
    await visit(page, "/about-us");
    expect(await page.title()).toBe("Über uns | Spreehaus Immobilien");
    const milestones = page.locator('section[aria-labelledby="about-milestones-title"] ol > li');
    expect(await milestones.count()).toBe(5);
    const years = await milestones.evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent));
    expect(years).toEqual(["1998", "2005", "2012", "2018", "2023"]);
    expect(
      await page
        .getByRole("heading", { level: 2, name: "Aus einem Ladenbüro wurde eine feste Adresse für Berlin" })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('section[aria-labelledby="about-team-title"] li h3').count()).toBe(4);
    for (const value of ["Vertrauen", "Innovation", "Nachhaltigkeit"]) {
      expect(await page.getByRole("heading", { level: 3, name: value, exact: true }).isVisible(), value).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Kontakt aufnehmen" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Immobilien entdecken" }).getAttribute("href")).toBe("/properties");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("legal page", () => {
  const selected = (page: Page, name: string) => tab(page, name).getAttribute("aria-selected");

  it("opens the tab named by the URL hash", async () => {
    const page = await open(1280);
    await visit(page, "/legal");
    expect(await selected(page, "Impressum")).toBe("true");
    expect(await page.getByRole("heading", { level: 2, name: "Impressum" }).isVisible()).toBe(true);
    expect(await page.getByText("Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)").isVisible()).toBe(true);

    await visit(page, "/legal#datenschutz");
    await expect.poll(() => selected(page, "Datenschutz")).toBe("true");
    expect(await page.getByRole("heading", { level: 2, name: "Datenschutzerklärung" }).isVisible()).toBe(true);

    await visit(page, "/legal#cookies");
    await expect.poll(() => selected(page, "Cookies")).toBe("true");
    expect(await page.getByRole("heading", { level: 2, name: "Cookies und lokale Speicherung" }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText("ui-theme", { exact: true }).isVisible()).toBe(true);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("follows the footer links while already on /legal and writes tab clicks into the hash", async () => {
    const page = await open(1280);
    await visit(page, "/legal#impressum");
    const footer = page.locator("footer");
    const hash = () => page.evaluate(() => window.location.hash);

    await footer.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect.poll(() => selected(page, "Cookies")).toBe("true");
    expect(await hash()).toBe("#cookies");
    // The page scrolled up from the footer to the section.
    await expect
      .poll(() => page.locator("section#cookies").evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);

    await footer.getByRole("link", { name: "Datenschutz" }).click();
    await expect.poll(() => selected(page, "Datenschutz")).toBe("true");

    await tab(page, "Impressum").click();
    await expect.poll(hash).toBe("#impressum");
    expect(await selected(page, "Impressum")).toBe("true");

    // Keyboard: arrow keys move between tabs and update the hash as well.
    await tab(page, "Impressum").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(hash).toBe("#datenschutz");

    // Back on another page, a footer link opens /legal on the right tab.
    await visit(page, "/about-us");
    await footer.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await page.waitForURL("**/legal#cookies");
    await expect.poll(() => selected(page, "Cookies")).toBe("true");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("not-found page", () => {
  it("shows the 404 page for an unknown path", async () => {
    const page = await open(375);
    const response = await page.goto("/diese-seite/gibt-es-nicht");
    await page.locator("main h1").first().waitFor();
    expect(response?.status(), "HTTP status, no soft 404").toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Seite nicht gefunden");
    // German only: the product's English line is retired.
    expect(await page.locator("main").innerText()).not.toMatch(/Page Not Found|router/);
    expect(await page.getByText("Diese Seite gibt es leider nicht.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Zur Startseite" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Zu den Immobilien" }).getAttribute("href")).toBe("/properties");
    // The browser logs the document's 404 status as a console error.
    expectNoConsoleErrors(page, [/status of 404/]);
    await closePage(page);
  });
});

describe("accessibility and screenshots", () => {
  const pages = [
    ["/", "home"],
    ["/services", "services"],
    ["/about-us", "about-us"],
    ["/legal", "legal"],
    ["/legal#datenschutz", "legal-datenschutz"],
    ["/legal#cookies", "legal-cookies"],
    ["/contact", "contact"],
    ["/gibt-es-nicht", "not-found"],
  ] as const;
  const screenshotted = new Set(["home", "services", "about-us", "legal"]);

  for (const theme of ["light", "dark"] as const) {
    for (const [path, name] of pages) {
      it(`${name} has no serious accessibility violations (${theme})`, async () => {
        const page = await open(1280, theme);
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        await loadLazyImages(page);
        await checkA11y(page, `${name} ${theme}`);
        if (screenshotted.has(name)) await screenshot(page, theme === "dark" ? `${name}-dark` : name);
        // The not-found page is answered with status 404, which the browser logs as a console error.
        expectNoConsoleErrors(page, name === "not-found" ? [/status of 404/] : []);
        await closePage(page);
      });
    }
  }

  for (const theme of ["light", "dark"] as const) {
    for (const name of screenshotted) {
      it(`${name} at 375 px (${theme}): no horizontal scrolling, no serious violations`, async () => {
        const page = await open(375, theme);
        await visit(page, name === "home" ? "/" : `/${name}`);
        await loadLazyImages(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await checkA11y(page, `${name} 375 ${theme}`);
        await screenshot(page, theme === "dark" ? `${name}-dark` : name);
        await closePage(page);
      });
    }
  }
});
