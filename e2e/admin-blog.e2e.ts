import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AdminApi } from "./support/api";
import { ADMIN_PASSWORD } from "./support/server";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { fieldError as describedError, textbox } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let admin: AdminApi;
let coverPng: Buffer;

/** A cover photo stand-in painted by Chromium (16:9). */
function paintedCover(): Promise<Buffer> {
  return suite.paint(
    `<body style="margin:0"><div style="width:1200px;height:675px;background:linear-gradient(160deg,#f6d7a8,#dd9a5e 45%,#1b7490)">` +
      `<div style="position:absolute;left:140px;top:220px;width:360px;height:455px;background:#123a52"></div>` +
      `<div style="position:absolute;left:560px;top:140px;width:300px;height:535px;background:#0e2233"></div></div></body>`,
    { width: 1200, height: 675 },
  );
}

// A missing post is a 404 the browser logs as a console error.
const expected404 = [/status of 404/];

const content = [
  "Wer in Pankow eine **Neubauwohnung** kauft, sollte auf drei Dinge achten.",
  "## Bauträger prüfen",
  "- Referenzen ansehen\n- Zahlungsplan nach MaBV\n- *Fertigstellungsbürgschaft*",
].join("\n\n");

async function signedInPage(width: Width = 1280, theme: Theme = "light"): Promise<Page> {
  const page = await suite.open({ width, theme });
  page.setDefaultTimeout(10_000);
  await suite.signIn(page);
  return page;
}

async function openNewPost(page: Page) {
  await page.goto("/admin/blog/new");
  await page.getByRole("heading", { level: 1, name: "Neuer Beitrag" }).waitFor();
}

/** The error text FormField shows under the field (wired with aria-describedby). */
const fieldError = (page: Page, label: string) => describedError(textbox(page, label));

/** Titles the public blog shows to a visitor (no session). */
async function publicTitles(): Promise<string[]> {
  const visitor = await suite.open();
  await visitor.goto("/blog", { waitUntil: "networkidle" });
  await visitor.locator('main [role="status"]').waitFor({ state: "detached" });
  const titles = await visitor.locator("main h2, main h3").allTextContents();
  await closePage(visitor);
  return titles;
}

beforeAll(async () => {
  admin = suite.admin;
  coverPng = await paintedCover();
  await admin.createPost({
    title: "Mietspiegel 2026 erklärt",
    slug: "mietspiegel-2026",
    content: "## Was gilt\n\nDer neue Mietspiegel bringt einige Änderungen für Mieter.",
    published: true,
  });
  await admin.createPost({
    title: "Entwurf zur Grundsteuer",
    slug: "entwurf-grundsteuer",
    content: "Noch nicht fertig, aber schon lang genug für das Schema.",
    published: false,
  });
});

describe("admin blog", () => {
  it("creates a post with a slug derived from the title, previews it and publishes it to /blog", async () => {
    const page = await signedInPage();
    await openNewPost(page);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Neubau in Pankow: Was Käufer wissen müssen");
    expect(await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue()).toBe(
      "neubau-in-pankow-was-kaeufer-wissen-muessen",
    );
    await page.getByRole("textbox", { name: "Inhalt", exact: true }).fill(content);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "neubau.png", mimeType: "image/png", buffer: coverPng });
    await page.getByRole("img", { name: "Vorschau des Titelbilds" }).waitFor();
    await page.getByRole("switch", { name: "Veröffentlicht" }).click();

    await page.getByRole("tab", { name: "Vorschau" }).click();
    const preview = page.getByRole("tabpanel", { name: "Vorschau" });
    await preview.getByRole("heading", { name: "Bauträger prüfen" }).waitFor();
    expect(await preview.locator("strong").first().textContent()).toBe("Neubauwohnung");
    expect(await preview.locator("li").count()).toBe(3);
    await screenshot(page, "admin-blog-preview");
    await checkA11y(page, "Blog Vorschau");

    await page.getByRole("button", { name: "Beitrag anlegen" }).click();
    await page.getByText("Blogbeitrag wurde erfolgreich erstellt.").first().waitFor();
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
    const row = page.getByTestId("post-row").filter({ hasText: "Neubau in Pankow" });
    expect(await row.textContent()).toContain("Veröffentlicht");
    expect(await row.textContent()).toContain("neubau-in-pankow-was-kaeufer-wissen-muessen");

    const stored = (await admin.get<{ slug: string; coverImage: string | null }[]>("/api/blog")).find((p) =>
      p.slug.startsWith("neubau-in-pankow"),
    );
    expect(stored?.coverImage).toMatch(/^\/media\/[\w-]{22}$/);
    expect(await publicTitles()).toContain("Neubau in Pankow: Was Käufer wissen müssen");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("unpublishes the post again: it leaves /blog and loses its public link", async () => {
    const title = "Neubau in Pankow: Was Käufer wissen müssen";
    const page = await signedInPage();
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: `„${title}“ bearbeiten` }).click();
    await page.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" }).waitFor();
    expect(await page.getByRole("link", { name: /Öffentlich ansehen/ }).getAttribute("href")).toBe(
      "/blog/neubau-in-pankow-was-kaeufer-wissen-muessen",
    );
    await page.getByRole("switch", { name: "Veröffentlicht" }).click();
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await page.getByText("Blogbeitrag wurde erfolgreich aktualisiert.").first().waitFor();
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain("Entwurf");
    expect(await publicTitles()).not.toContain(title);

    await row.getByRole("link", { name: `„${title}“ bearbeiten` }).click();
    await page.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" }).waitFor();
    expect(await page.getByRole("link", { name: /Öffentlich ansehen/ }).count()).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the schema's messages under the fields and the duplicate slug under the slug field", async () => {
    const page = await signedInPage();
    await openNewPost(page);
    await page.getByRole("button", { name: "Beitrag anlegen" }).click();
    await expect.poll(() => fieldError(page, "Titel")).toBe("Titel muss mindestens 5 Zeichen enthalten");
    expect(await fieldError(page, "Inhalt")).toBe("Inhalt muss mindestens 20 Zeichen enthalten");
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Doppelter Beitrag");
    await page.getByRole("textbox", { name: "Slug", exact: true }).fill("Großer Slug!");
    await page.getByRole("textbox", { name: "Inhalt", exact: true }).fill("Ein Inhalt, der lang genug ist.");
    await page.getByRole("button", { name: "Beitrag anlegen" }).click();
    await expect
      .poll(() => fieldError(page, "Slug"))
      .toBe("Slug darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten");

    await page.getByRole("textbox", { name: "Slug", exact: true }).fill("mietspiegel-2026");
    await page.getByRole("button", { name: "Beitrag anlegen" }).click();
    await expect.poll(() => fieldError(page, "Slug")).toBe("Dieser Slug wird bereits verwendet.");
    expect(await page.getByRole("textbox", { name: "Slug", exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toMatch(/\/admin\/blog\/new$/);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "notiz.txt", mimeType: "text/plain", buffer: Buffer.from("kein Bild") });
    expect(await page.getByRole("alert").filter({ hasText: "Ungültiges Format" }).count()).toBe(1);
    await checkA11y(page, "Blog Formular mit Fehlern");
    expectNoConsoleErrors(page, [/status of 409/]);
    await closePage(page);
  });

  it("sends an expired session to the login page and back to the editor, the typed post kept", async () => {
    const page = await signedInPage();
    await openNewPost(page);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Heizkosten sparen im Altbau");
    await page.getByRole("textbox", { name: "Inhalt", exact: true }).fill(content);
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Beitrag anlegen" }).click();

    await page.getByRole("heading", { name: "Anmeldung" }).waitFor();
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { level: 1, name: "Neuer Beitrag" }).waitFor();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Titel", exact: true }).inputValue())
      .toBe("Heizkosten sparen im Altbau");
    expect(await page.getByRole("textbox", { name: "Inhalt", exact: true }).inputValue()).toBe(content);
    expect(await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue()).toBe(
      "heizkosten-sparen-im-altbau",
    );
    await page
      .getByText("Ihre ungespeicherten Änderungen sind wieder da. Bitte speichern Sie erneut.")
      .first()
      .waitFor();

    await page.getByRole("button", { name: "Beitrag anlegen" }).click();
    await page.getByText("Blogbeitrag wurde erfolgreich erstellt.").first().waitFor();
    const stored = (await admin.get<{ id: number; slug: string; content: string }[]>("/api/blog")).find(
      (p) => p.slug === "heizkosten-sparen-im-altbau",
    );
    expect(stored?.content).toBe(content);
    expectNoConsoleErrors(page, [/status of 401/]);
    await closePage(page);
    await admin.del(`/api/blog/${stored!.id}`); // the list journeys below count the posts
  });

  it("asks before a link leaves a post with unsaved input, and stays or leaves as told", async () => {
    const page = await signedInPage();
    await openNewPost(page);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Halb geschriebener Beitrag");
    const sidebarLink = page
      .getByRole("navigation", { name: "Verwaltung" })
      .getByRole("link", { name: "Immobilien", exact: true });
    const question = page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen verwerfen?" });

    await sidebarLink.click();
    await question.waitFor();
    await screenshot(page, "admin-blog-leave-question");
    await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
    await question.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/blog/new");
    expect(await page.getByRole("textbox", { name: "Titel", exact: true }).inputValue()).toBe(
      "Halb geschriebener Beitrag",
    );

    await sidebarLink.click();
    await question.getByRole("button", { name: "Verwerfen und verlassen" }).click();
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/properties");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("answers an unknown or malformed id with 'Beitrag nicht gefunden'", async () => {
    const page = await signedInPage();
    for (const path of ["/admin/blog/999999", "/admin/blog/abc"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Beitrag nicht gefunden" }).waitFor();
    }
    expectNoConsoleErrors(page, expected404);
    await closePage(page);
  });

  it("filters the list, shows the empty state and deletes a post after a confirmation", async () => {
    await admin.createPost({ title: "Wird gleich gelöscht", slug: "wird-geloescht", published: false });
    const page = await signedInPage();
    await page.goto("/admin/blog");
    await page.getByRole("searchbox", { name: "Suche" }).fill("gibt es nicht");
    await page.getByRole("heading", { name: "Keine Beiträge gefunden" }).waitFor();
    await page.getByRole("button", { name: "Filter zurücksetzen" }).last().click();
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Veröffentlicht" });
    await expect.poll(() => page.getByTestId("post-row").count()).toBe(1);
    expect(await page.getByTestId("post-row").textContent()).toContain("Mietspiegel 2026 erklärt");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Entwurf" });
    await expect.poll(() => page.getByTestId("post-row").count()).toBe(3);

    await page.getByRole("button", { name: "„Wird gleich gelöscht“ löschen" }).click();
    await page.getByRole("alertdialog", { name: "Beitrag löschen?" }).getByRole("button", { name: "Löschen" }).click();
    await page.getByText("Beitrag gelöscht").first().waitFor();
    await expect.poll(() => page.getByTestId("post-row").filter({ hasText: "Wird gleich gelöscht" }).count()).toBe(0);
    expect((await admin.get<{ slug: string }[]>("/api/blog")).map((p) => p.slug)).not.toContain("wird-geloescht");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  for (const [width, theme] of looks) {
    it(`has no serious accessibility violations at ${width} px (${theme}): list and form`, async () => {
      const page = await signedInPage(width, theme);
      await page.goto("/admin/blog");
      await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
      await page.getByRole("status").filter({ hasText: /Beitr/ }).waitFor();
      await checkA11y(page, `Blogliste ${width}px ${theme}`);
      await screenshot(page, `admin-blog-list-${theme}`);
      await page.getByRole("link", { name: "„Neubau in Pankow: Was Käufer wissen müssen“ bearbeiten" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" }).waitFor();
      await page.getByRole("img", { name: "Vorschau des Titelbilds" }).waitFor();
      await checkA11y(page, `Blogformular ${width}px ${theme}`);
      await screenshot(page, `admin-blog-edit-${theme}`);
      await page.getByRole("tab", { name: "Vorschau" }).click();
      await page
        .getByRole("tabpanel", { name: "Vorschau" })
        .getByRole("heading", { name: "Bauträger prüfen" })
        .waitFor();
      await checkA11y(page, `Blogvorschau ${width}px ${theme}`);
      await screenshot(page, `admin-blog-preview-${theme}`);
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});
