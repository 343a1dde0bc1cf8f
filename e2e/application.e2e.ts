import { deflateSync, crc32 } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page, Request } from "playwright-core";
import { todayIso } from "@shared/dates";
import { PDF_BYTES, PNG_BYTES } from "../server/test/factories";
import type { AdminApi } from "./support/api";
import { checkA11y, closePage, expectNoConsoleErrors, screenshot, type Theme, type Width } from "./support/browser";
import { openToast } from "./support/page";
import { looks } from "./support/looks";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let admin: AdminApi;

beforeAll(async () => {
  admin = suite.admin;
});

// ─── Test data ───────────────────────────────────────────────────────────────────────────────
const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));
const applicant = {
  name: "Anna Schmidt",
  email: "anna.schmidt@example.de",
  phone: "030 1234567",
  birthDate: "14.03.1990",
  birthPlace: "Leipzig",
  occupation: "Softwareentwicklerin",
  employer: "Beispiel GmbH",
  duration: "seit März 2021",
  employmentType: "Unbefristet angestellt",
  income: "3.800",
  currentAddress: "Schönhauser Allee 10, 10435 Berlin",
  currentLandlord: "Hausverwaltung Nord",
  moveInDate: inDays(30),
  additionalInfo: "Nichtraucherin, keine Haustiere.",
  signature: "anna schmidt",
};
const idCardFile = { name: "ausweis.png", mimeType: "image/png", buffer: PNG_BYTES };
const payslipFile = { name: "lohnabrechnung.pdf", mimeType: "application/pdf", buffer: PDF_BYTES };

/** A real PNG of random noise (does not deflate), larger than 5 MB: only scaling it down can make it fit. */
function noisePng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) raw[i] = i % (width * 3 + 1) === 0 ? 0 : (Math.random() * 256) | 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// ─── Page helpers ────────────────────────────────────────────────────────────────────────────
const open = (width: Width = 375, theme: Theme = "light") => suite.open({ width, theme });
const stepHeading = (page: Page, n: number) => page.getByRole("heading", { name: new RegExp(`^Schritt ${n} von 6`) });
const weiter = (page: Page) => page.getByRole("button", { name: "Weiter" });
const toast = (page: Page) => openToast(page).first();

async function openWizard(page: Page, propertyId: number) {
  await page.goto(`/application/${propertyId}`);
  await stepHeading(page, 1).waitFor();
}

async function next(page: Page, to: number) {
  await weiter(page).click();
  await stepHeading(page, to).waitFor();
}

async function fillPersonal(page: Page) {
  await page.getByLabel("Vollständiger Name").fill(applicant.name);
  await page.getByLabel("E-Mail").fill(applicant.email);
  await page.getByLabel("Telefon").fill(applicant.phone);
  await page.getByLabel("Geburtsdatum").fill(applicant.birthDate);
  await page.getByLabel("Geburtsort").fill(applicant.birthPlace);
}

async function fillEmployment(page: Page) {
  await page.getByLabel("Beruf").fill(applicant.occupation);
  await page.getByLabel("Arbeitgeber").fill(applicant.employer);
  await page.getByLabel("Beschäftigt seit / Dauer").fill(applicant.duration);
  await page.getByLabel("Art der Beschäftigung").selectOption(applicant.employmentType);
  await page.getByLabel("Monatliches Nettoeinkommen").fill(applicant.income);
}

async function fillLiving(page: Page) {
  await page.getByLabel("Aktuelle Adresse").fill(applicant.currentAddress);
  await page.getByLabel("Aktueller Vermieter").fill(applicant.currentLandlord);
  await page.getByLabel("Gewünschtes Einzugsdatum").fill(applicant.moveInDate);
}

async function upload(
  page: Page,
  input: "idCard" | "payslip",
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator(`input[name="${input}"]`).setInputFiles(file);
  await expect
    .poll(() => toast(page).innerText())
    .toContain(input === "idCard" ? "Personalausweis hochgeladen" : "Lohnabrechnung hochgeladen");
}

async function fillConfirmation(page: Page) {
  await page.getByLabel("Weitere Angaben").fill(applicant.additionalInfo);
  await page.getByRole("checkbox").check();
  await page.getByLabel("Unterschrift").fill(applicant.signature);
}

/** Steps 1–5 with valid data; ends on step 6. */
async function reachConfirmation(page: Page, roommates: string[] = []) {
  await fillPersonal(page);
  await next(page, 2);
  await fillEmployment(page);
  await next(page, 3);
  await fillLiving(page);
  await next(page, 4);
  for (const name of roommates) {
    await page.getByLabel("Name der Person").fill(name);
    await page.getByRole("button", { name: "Hinzufügen" }).click();
  }
  await next(page, 5);
  await upload(page, "idCard", idCardFile);
  await upload(page, "payslip", payslipFile);
  await next(page, 6);
}

/** The messages under the fields (FormField and the wizard's own controls give them ids ending in -error). */
const errorTexts = (page: Page) => page.locator('form [id$="-error"]').allInnerTexts();

/** The document bytes as an admin receives them. */
const adminDocument = (path: string) => suite.admin.bytes(path);

const sentApplications = (page: Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/applications")) bodies.push(request.postDataJSON());
  });
  return bodies;
};

// ─── Journeys ────────────────────────────────────────────────────────────────────────────────
describe("tenant application wizard", () => {
  it("sends a complete application (PNG ID card, PDF payslip) that the admin reads back field by field", async () => {
    const property = await admin.createProperty({ title: "Altbauwohnung am Weinbergspark" });
    const page = await open(375);
    const sent = sentApplications(page);
    await openWizard(page, property.id);
    await expect.poll(() => page.getByText("Altbauwohnung am Weinbergspark").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Kastanienallee 42, Berlin").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Mit * gekennzeichnete Felder sind Pflichtfelder.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Zurück zur Immobilie" }).getAttribute("href")).toBe(
      `/properties/${property.id}`,
    );
    expect(await page.getByRole("button", { name: "Zurück" }).count()).toBe(0);

    await fillPersonal(page);
    await next(page, 2);
    await fillEmployment(page);
    await next(page, 3);
    await fillLiving(page);
    await next(page, 4);
    // Roommates: trimmed, empty refused, Enter adds without sending, 'Entfernen' removes one.
    const roommateInput = page.getByLabel("Name der Person");
    await roommateInput.fill("  Max Schmidt  ");
    await page.getByRole("button", { name: "Hinzufügen" }).click();
    await roommateInput.fill("   ");
    await page.getByRole("button", { name: "Hinzufügen" }).click();
    await roommateInput.fill("Tom Berger");
    await roommateInput.press("Enter");
    await roommateInput.fill("Lena Vogel");
    await roommateInput.press("Enter");
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Schmidt" }).count()).toBe(1);
    await page.getByRole("button", { name: "Entfernen: Tom Berger" }).click();
    await expect
      .poll(() => page.locator("form ul li").allInnerTexts())
      .toEqual([expect.stringContaining("Max Schmidt"), expect.stringContaining("Lena Vogel")]);
    await stepHeading(page, 4).waitFor(); // Enter did not send or move on
    await next(page, 5);

    await upload(page, "idCard", idCardFile);
    await expect.poll(() => page.getByAltText("Vorschau von ausweis.png").isVisible()).toBe(true);
    await upload(page, "payslip", payslipFile);
    await expect.poll(() => page.getByText("lohnabrechnung.pdf", { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("label", { hasText: "Hochgeladen" }).count()).toBe(2);
    const draft = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(draft).toContain("Schönhauser Allee");
    expect(draft).not.toContain("data:");
    await next(page, 6);

    // The summary shows what was typed.
    for (const text of [
      "Anna Schmidt",
      "3.800\u00a0€",
      "Max Schmidt, Lena Vogel",
      "ausweis.png",
      "lohnabrechnung.pdf",
      "Unbefristet angestellt",
    ]) {
      expect(
        await page
          .locator("form dl")
          .allInnerTexts()
          .then((t) => t.join(" ")),
      ).toContain(text);
    }
    expect(await page.getByRole("link", { name: /Datenschutzerklärung/ }).getAttribute("href")).toBe(
      "/legal#datenschutz",
    );
    await fillConfirmation(page);
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
    expect(await page.getByText(/Unterlagen sorgfältig/).innerText()).toMatch(/innerhalb von drei Werktagen/);
    expect(await page.getByText(/zu einer Besichtigung ein/).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Bewerbung erfolgreich gesendet!");
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("spreehaus:bewerbung:"))),
    ).toEqual([]);

    // What went over the wire: employmentInfo as one object, no termsAccepted.
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty("termsAccepted");
    expect(sent[0].employmentInfo).toEqual({
      employer: applicant.employer,
      duration: applicant.duration,
      employmentType: applicant.employmentType,
    });

    const [stored] = (await admin.listApplications()).filter((a) => a.propertyId === property.id);
    const full = await admin.get<Record<string, unknown>>(`/api/applications/${stored.id}`);
    expect(full).toMatchObject({
      propertyId: property.id,
      name: applicant.name,
      email: applicant.email,
      phone: applicant.phone,
      birthDate: applicant.birthDate,
      birthPlace: applicant.birthPlace,
      occupation: applicant.occupation,
      employmentInfo: {
        employer: applicant.employer,
        duration: applicant.duration,
        employmentType: applicant.employmentType,
      },
      income: 3800,
      currentAddress: applicant.currentAddress,
      currentLandlord: applicant.currentLandlord,
      moveInDate: applicant.moveInDate,
      roommates: ["Max Schmidt", "Lena Vogel"],
      additionalInfo: applicant.additionalInfo,
      signature: applicant.signature,
      status: "new",
    });
    expect(full).not.toHaveProperty("termsAccepted");
    const idCard = await adminDocument(full.idCardUrl as string);
    expect(idCard).toMatchObject({ status: 200, type: "image/png" });
    expect(Buffer.compare(idCard.bytes, PNG_BYTES)).toBe(0);
    const payslip = await adminDocument(full.payslipUrl as string);
    expect(payslip).toMatchObject({ status: 200, type: "application/pdf" });
    expect(Buffer.compare(payslip.bytes, PDF_BYTES)).toBe(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("every step looks right and passes axe", () => {
  for (const [width, theme] of looks) {
    it(`at ${width} px, ${theme}`, async () => {
      const property = await admin.createProperty({ title: "Maisonette mit Dachterrasse in Friedrichshain" });
      const page = await open(width, theme);
      const shot = async (name: string) => {
        await screenshot(page, `application-${theme}-${name}`);
        await checkA11y(page, `Bewerbung ${name} ${width}px ${theme}`);
      };
      await openWizard(page, property.id);
      await shot("step1");
      await weiter(page).click();
      await page.getByText("Bitte prüfen Sie die 5 markierten Felder.").waitFor();
      await shot("step1-errors");
      await fillPersonal(page);
      await next(page, 2);
      await shot("step2");
      await fillEmployment(page);
      await next(page, 3);
      await shot("step3");
      await fillLiving(page);
      await next(page, 4);
      await page.getByLabel("Name der Person").fill("Max Schmidt");
      await page.getByRole("button", { name: "Hinzufügen" }).click();
      await shot("step4");
      await next(page, 5);
      await shot("step5");
      await upload(page, "idCard", idCardFile);
      await upload(page, "payslip", payslipFile);
      await shot("step5-uploaded");
      await next(page, 6);
      await shot("step6");
      await fillConfirmation(page);
      await page.getByRole("button", { name: "Bewerbung absenden" }).click();
      await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
      await shot("success");
      expectNoConsoleErrors(page);
      await closePage(page);
    });
  }
});

describe("validation, step by step", () => {
  it("keeps each step until its own fields are valid, with the German messages", async () => {
    const property = await admin.createProperty({});
    const page = await open(375);
    const sent = sentApplications(page);
    await openWizard(page, property.id);

    // Step 1: everything missing, then the birth-date rules one by one.
    await weiter(page).click();
    await page.getByText("Bitte prüfen Sie die 5 markierten Felder.").waitFor();
    expect(await errorTexts(page)).toEqual([
      "Name muss mindestens 2 Zeichen enthalten",
      "Gültige E-Mail-Adresse erforderlich",
      "Gültige Telefonnummer erforderlich",
      "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben",
      "Geburtsort muss angegeben werden",
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe("name");
    expect(await page.getByRole("alert").filter({ hasText: "markierten Felder" }).count()).toBe(1);
    await fillPersonal(page);
    const birthDate = page.getByLabel("Geburtsdatum");
    const adult = new Date();
    for (const [typed, message] of [
      ["31.02.1990", "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben"],
      [`01.01.${adult.getFullYear() + 1}`, "Das Geburtsdatum muss in der Vergangenheit liegen"],
      [`01.01.${adult.getFullYear() - 10}`, "Sie müssen mindestens 18 Jahre alt sein"],
    ]) {
      await birthDate.fill(typed);
      await weiter(page).click();
      await expect.poll(() => errorTexts(page)).toEqual([message]);
      await stepHeading(page, 1).waitFor();
    }
    await birthDate.fill("14031990");
    await birthDate.blur();
    expect(await birthDate.inputValue()).toBe("14.03.1990"); // tidied on leaving the field
    await next(page, 2);

    // Step 2.
    await weiter(page).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        "Beruf muss angegeben werden",
        "Arbeitgeber muss angegeben werden",
        "Beschäftigungsdauer muss angegeben werden",
        "Art der Beschäftigung muss angegeben werden",
        "Einkommen muss angegeben werden",
      ]);
    await fillEmployment(page);
    await page.getByLabel("Monatliches Nettoeinkommen").fill("0");
    await weiter(page).click();
    await expect.poll(() => errorTexts(page)).toEqual(["Einkommen muss angegeben werden"]);
    expect(await page.getByLabel("Monatliches Nettoeinkommen").getAttribute("inputmode")).toBe("numeric");
    await page.getByLabel("Monatliches Nettoeinkommen").fill("2.750");
    await next(page, 3);

    // Step 3: 'Zurück' loses nothing.
    await page.getByRole("button", { name: "Zurück" }).click();
    await stepHeading(page, 2).waitFor();
    expect(await page.getByLabel("Arbeitgeber").inputValue()).toBe(applicant.employer);
    await next(page, 3);
    await weiter(page).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual(["Aktuelle Adresse muss angegeben werden", "Bitte ein gültiges Einzugsdatum angeben"]);
    await fillLiving(page);
    await page.getByLabel("Gewünschtes Einzugsdatum").fill(inDays(-1));
    await weiter(page).click();
    await expect.poll(() => errorTexts(page)).toEqual(["Das Einzugsdatum darf nicht in der Vergangenheit liegen"]);
    await page.getByLabel("Gewünschtes Einzugsdatum").fill(applicant.moveInDate);
    await next(page, 4);

    // Step 4 moves on freely; step 5 needs both documents.
    await next(page, 5);
    await weiter(page).click();
    await expect.poll(() => toast(page).innerText()).toContain("Dokumente erforderlich");
    expect(await toast(page).innerText()).toContain(
      "Bitte laden Sie Ihren Personalausweis und Ihre Lohnabrechnung hoch",
    );
    expect(await errorTexts(page)).toEqual([
      "Bitte laden Sie Ihren Personalausweis hoch",
      "Bitte laden Sie Ihre Lohnabrechnung hoch",
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("idCard");
    await screenshot(page, "application-light-step5-errors");
    await checkA11y(page, "Schritt 5 ohne Dokumente");
    await upload(page, "idCard", idCardFile);
    await weiter(page).click();
    await expect.poll(() => toast(page).innerText()).toContain("Bitte laden Sie Ihre Lohnabrechnung hoch");
    await stepHeading(page, 5).waitFor();
    await upload(page, "payslip", payslipFile);
    await next(page, 6);

    // Step 6: consent and signature; nothing is sent while they are wrong.
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        "Sie müssen den Bedingungen zustimmen",
        "Bitte geben Sie Ihren vollständigen Namen als Unterschrift ein",
      ]);
    await page.getByRole("checkbox").check();
    await page.getByLabel("Unterschrift").fill("Anna Meier");
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual(["Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen"]);
    await checkA11y(page, "Schritt 6 mit Fehler");
    await stepHeading(page, 6).waitFor();
    expect(sent).toHaveLength(0);
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("refuses what is not an image or PDF and a PDF over 5 MB, and shrinks a photo over 5 MB", async () => {
    const property = await admin.createProperty({});
    const page = await open(1280);
    await openWizard(page, property.id);
    await reachConfirmation(page);
    await page.getByRole("button", { name: "Ändern: Dokumente" }).click();
    await stepHeading(page, 5).waitFor();
    expect(await page.locator('input[name="idCard"]').getAttribute("accept")).toBe("image/*,application/pdf,.pdf");

    await page
      .locator('input[name="idCard"]')
      .setInputFiles({ name: "notiz.txt", mimeType: "text/plain", buffer: Buffer.from("hallo") });
    await expect.poll(() => toast(page).innerText()).toContain("Fehler beim Verarbeiten");
    await expect.poll(() => errorTexts(page)).toEqual([expect.stringContaining("Dateiformat wird nicht unterstützt")]);
    expect(await page.getByText("ausweis.png", { exact: true }).isVisible()).toBe(true); // the earlier file is kept

    const bigPdf = Buffer.concat([PDF_BYTES, Buffer.alloc(5_242_880 + 1 - PDF_BYTES.length, 0x20)]);
    await page
      .locator('input[name="payslip"]')
      .setInputFiles({ name: "gross.pdf", mimeType: "application/pdf", buffer: bigPdf });
    await expect
      .poll(() => errorTexts(page))
      .toContain(
        "Die PDF-Datei „gross.pdf“ ist größer als 5 MB. Bitte verkleinern Sie die PDF-Datei (z. B. mit geringerer Scan-Auflösung) oder laden Sie stattdessen ein Foto des Dokuments hoch.",
      );

    // A PDF whose bytes are not a PDF is caught before sending (the server checks the bytes too).
    await page
      .locator('input[name="payslip"]')
      .setInputFiles({ name: "falsch.pdf", mimeType: "application/pdf", buffer: Buffer.from("kein pdf") });
    await expect
      .poll(() => errorTexts(page))
      .toContain(
        "Die Datei scheint beschädigt zu sein oder ist kein gültiges Bild bzw. PDF. Bitte wählen Sie eine andere Datei.",
      );
    // An image over 5 MB that the browser cannot decode cannot be shrunk.
    await page
      .locator('input[name="idCard"]')
      .setInputFiles({ name: "kaputt.png", mimeType: "image/png", buffer: Buffer.alloc(5_242_881, 7) });
    await expect.poll(() => toast(page).innerText()).toContain("Fehler beim Komprimieren");

    const bigPng = noisePng(1400, 1300);
    expect(bigPng.length).toBeGreaterThan(5_242_880);
    await page
      .locator('input[name="idCard"]')
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: bigPng });
    await expect.poll(() => toast(page).innerText(), { timeout: 20_000 }).toContain("Personalausweis hochgeladen");
    await expect.poll(() => page.getByText(/· verkleinert/).isVisible()).toBe(true);
    await screenshot(page, "application-light-step5-compressed");

    await next(page, 6);
    await fillConfirmation(page);
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
    const [stored] = (await admin.listApplications()).filter((a) => a.propertyId === property.id);
    const idCard = await adminDocument(stored.idCardUrl!);
    expect(idCard.type).toBe("image/jpeg");
    expect(idCard.bytes.length).toBeLessThanOrEqual(5_242_880);
    expect(idCard.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("when things go wrong", () => {
  it("keeps everything after the server refuses (property reserved meanwhile) and sends on retry", async () => {
    const property = await admin.createProperty({});
    const page = await open(375);
    await openWizard(page, property.id);
    await reachConfirmation(page, ["Max Schmidt"]);
    await fillConfirmation(page);
    await admin.patch(`/api/properties/${property.id}`, { status: "reserved" });
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect
      .poll(() => toast(page).innerText())
      .toContain("Fehler beim Senden der Bewerbung: Für diese Immobilie ist keine Bewerbung möglich.");
    expect(await toast(page).innerText()).toMatch(/^Fehler\n/);
    await screenshot(page, "application-light-send-failed");
    await stepHeading(page, 6).waitFor();
    expect(await page.getByLabel("Unterschrift").inputValue()).toBe(applicant.signature);
    expect(await page.getByRole("checkbox").isChecked()).toBe(true);
    expect(await page.getByLabel("Weitere Angaben").inputValue()).toBe(applicant.additionalInfo);
    await page.getByRole("button", { name: "Ändern: Dokumente" }).click();
    expect(await page.locator("label", { hasText: "Hochgeladen" }).count()).toBe(2);
    await page.getByRole("button", { name: "Zurück" }).click();
    await page.getByRole("button", { name: "Zurück" }).click();
    await page.getByRole("button", { name: "Zurück" }).click();
    await page.getByRole("button", { name: "Zurück" }).click();
    await stepHeading(page, 1).waitFor();
    expect(await page.getByLabel("E-Mail").inputValue()).toBe(applicant.email);

    await admin.patch(`/api/properties/${property.id}`, { status: "active" });
    for (const step of [2, 3, 4, 5, 6]) await next(page, step);
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
    expect((await admin.listApplications()).filter((a) => a.propertyId === property.id)).toHaveLength(1);
    expectNoConsoleErrors(page, [/status of 400/]);
    await closePage(page);
  });

  it("shows a server field error under its field, on its step (answer stubbed: the real server agrees with the form)", async () => {
    const property = await admin.createProperty({});
    const page = await open(375);
    await openWizard(page, property.id);
    await reachConfirmation(page);
    await fillConfirmation(page);
    const message = "Arbeitgeber muss angegeben werden";
    await page.route("**/api/applications", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message, errors: [{ path: "employmentInfo.employer", message }] }),
      }),
    );
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect.poll(() => toast(page).innerText()).toContain(`Fehler beim Senden der Bewerbung: ${message}`);
    await stepHeading(page, 2).waitFor();
    expect(await errorTexts(page)).toEqual([message]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("employmentInfo.employer");
    await page.unroute("**/api/applications");
    await page.getByLabel("Arbeitgeber").fill("Neue Beispiel GmbH");
    await expect.poll(() => errorTexts(page)).toEqual([]);
    for (const step of [3, 4, 5, 6]) await next(page, step);
    await page.getByRole("button", { name: "Bewerbung absenden" }).click();
    await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
    const [stored] = (await admin.listApplications()).filter((a) => a.propertyId === property.id);
    expect(stored.employmentInfo.employer).toBe("Neue Beispiel GmbH");
    expectNoConsoleErrors(page, [/status of 400/]);
    await closePage(page);
  });

  it("restores steps 1 and 2 after a reload in step 3, but asks for the documents again", async () => {
    const property = await admin.createProperty({});
    const page = await open(375);
    await openWizard(page, property.id);
    await fillPersonal(page);
    await next(page, 2);
    await fillEmployment(page);
    await next(page, 3);
    await page.getByLabel("Aktuelle Adresse").fill(applicant.currentAddress);
    await page.reload();
    await stepHeading(page, 3).waitFor();
    await page.getByText(/Ihre bisherigen Eingaben wurden wiederhergestellt/).waitFor();
    expect(await page.getByLabel("Aktuelle Adresse").inputValue()).toBe(applicant.currentAddress);
    await page.getByRole("button", { name: "Zurück" }).click();
    expect(await page.getByLabel("Arbeitgeber").inputValue()).toBe(applicant.employer);
    expect(await page.getByLabel("Art der Beschäftigung").inputValue()).toBe(applicant.employmentType);
    expect(await page.getByLabel("Monatliches Nettoeinkommen").inputValue()).toBe(applicant.income);
    await page.getByRole("button", { name: "Zurück" }).click();
    expect(await page.getByLabel("Vollständiger Name").inputValue()).toBe(applicant.name);
    expect(await page.getByLabel("Geburtsdatum").inputValue()).toBe(applicant.birthDate);
    for (const step of [2, 3]) await next(page, step);
    await page.getByLabel("Gewünschtes Einzugsdatum").fill(applicant.moveInDate);
    for (const step of [4, 5]) await next(page, step);
    await page.getByText(/Dokumente speichern wir aus Datenschutzgründen nicht zwischen/).waitFor();
    await screenshot(page, "application-light-restored");
    await checkA11y(page, "Bewerbung wiederhergestellt");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});

describe("pages without a wizard", () => {
  it("shows 'Keine Bewerbung möglich' for a purchase and for a reserved property", async () => {
    const purchase = await admin.createProperty({ transactionType: "buy", price: 450_000 });
    const reserved = await admin.createProperty({ status: "reserved" });
    const page = await open(375);
    for (const [property, sentence] of [
      [purchase, /Kaufimmobilien/],
      [reserved, /bereits reserviert/],
    ] as const) {
      await page.goto(`/application/${property.id}`);
      await page.getByRole("heading", { name: "Keine Bewerbung möglich" }).waitFor();
      await page.getByText(sentence).waitFor();
      expect(await page.getByRole("link", { name: "Zur Immobilie", exact: true }).getAttribute("href")).toBe(
        `/properties/${property.id}`,
      );
      expect(await page.getByRole("link", { name: "Kontakt aufnehmen" }).getAttribute("href")).toBe("/contact");
      expect(await page.getByRole("button", { name: "Weiter" }).count()).toBe(0);
      await screenshot(page, `application-unavailable-${property.transactionType === "buy" ? "purchase" : "reserved"}`);
      await checkA11y(page, "Keine Bewerbung möglich");
    }
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows 'Immobilie nicht gefunden' for a missing or malformed id", async () => {
    const page = await open(375);
    for (const path of ["/application/999999", "/application/abc"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Immobilie nicht gefunden" }).waitFor();
      expect(await page.getByRole("link", { name: "Alle Immobilien ansehen" }).getAttribute("href")).toBe(
        "/properties",
      );
    }
    await screenshot(page, "application-not-found");
    await checkA11y(page, "Immobilie nicht gefunden");
    expectNoConsoleErrors(page, [/status of 404/]);
    await closePage(page);
  });
});

describe("keyboard only", () => {
  it("completes the whole form with Tab, Space and Enter", async () => {
    const property = await admin.createProperty({});
    const page = await open(1280);
    await openWizard(page, property.id);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return `${el.tagName} ${el.getAttribute("name") ?? ""} ${el.textContent?.trim().slice(0, 40) ?? ""}`;
      });
    const tabTo = async (target: RegExp) => {
      for (let i = 0; i < 50; i++) {
        await page.keyboard.press("Tab");
        if (target.test(await focused())) return;
      }
      throw new Error(`Tab erreicht ${target} nicht`);
    };
    const headingFocused = async (n: number) => {
      await stepHeading(page, n).waitFor();
      await expect.poll(focused).toMatch(new RegExp(`^H2 +Schritt ${n} von 6`));
    };
    const type = (text: string) => page.keyboard.type(text);

    // Step 1: Enter in a field means 'Weiter'.
    await tabTo(/^INPUT name /);
    await type(applicant.name);
    for (const value of [applicant.email, applicant.phone, applicant.birthDate, applicant.birthPlace]) {
      await page.keyboard.press("Tab");
      await type(value);
    }
    await page.keyboard.press("Enter");
    await headingFocused(2);

    // Step 2: the select by typing, 'Weiter' with Space.
    for (const value of [applicant.occupation, applicant.employer, applicant.duration]) {
      await page.keyboard.press("Tab");
      await type(value);
    }
    await page.keyboard.press("Tab");
    await type("Unbefristet");
    await page.keyboard.press("Tab");
    await type("3800");
    await tabTo(/^BUTTON +Weiter/);
    await page.keyboard.press("Space");
    await headingFocused(3);

    // Step 3: the date field takes digits in the order of the browser's own UI language, not the
    // page's: headless Chromium here is en-US (MM DD YYYY); a German Chromium wants DD MM YYYY.
    await page.keyboard.press("Tab");
    await type(applicant.currentAddress);
    await page.keyboard.press("Tab");
    await type(applicant.currentLandlord);
    await page.keyboard.press("Tab");
    const [year, month, day] = applicant.moveInDate.split("-");
    await type(`${month}${day}${year}`);
    expect(await page.getByLabel("Gewünschtes Einzugsdatum").inputValue(), "Datumsfeld in anderer Reihenfolge?").toBe(
      applicant.moveInDate,
    );
    await tabTo(/^BUTTON +Weiter/);
    await page.keyboard.press("Enter");
    await headingFocused(4);

    // Step 4: Enter adds, Space on 'Hinzufügen' adds, Enter on 'Entfernen' removes.
    await page.keyboard.press("Tab");
    await type("Max Schmidt");
    await page.keyboard.press("Enter");
    await type("Lena Vogel");
    await tabTo(/Hinzufügen/);
    await page.keyboard.press("Space");
    await expect.poll(focused).toMatch(/^INPUT roommateName/);
    await tabTo(/Entfernen/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Entfernen: Lena Vogel");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("form ul li").allInnerTexts())
      .toEqual([expect.stringContaining("Max Schmidt")]);
    await tabTo(/^BUTTON +Weiter/);
    await page.keyboard.press("Enter");
    await headingFocused(5);

    // Step 5: the file inputs are reachable and show a visible focus ring on their button.
    await tabTo(/^INPUT idCard/);
    const ring = await page.evaluate(
      () => getComputedStyle(document.querySelector('label[for="application-idCardUrl"]')!).outlineStyle,
    );
    expect(ring).toBe("solid");
    await page.locator('input[name="idCard"]:focus').setInputFiles(idCardFile);
    await expect.poll(() => toast(page).innerText()).toContain("Personalausweis hochgeladen");
    await tabTo(/^INPUT payslip/);
    await page.locator('input[name="payslip"]:focus').setInputFiles(payslipFile);
    await expect.poll(() => toast(page).innerText()).toContain("Lohnabrechnung hochgeladen");
    await tabTo(/^BUTTON +Weiter/);
    await page.keyboard.press("Enter");
    await headingFocused(6);

    // Step 6: Space ticks the consent box, Enter in the signature sends.
    await tabTo(/^TEXTAREA additionalInfo/);
    await type(applicant.additionalInfo);
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/^INPUT termsAccepted/);
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox").isChecked()).toBe(true);
    await tabTo(/^INPUT signature/);
    await type(applicant.signature);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" }).waitFor();
    await expect.poll(focused).toMatch(/^H2 +Bewerbung erfolgreich gesendet!/);

    const [stored] = (await admin.listApplications()).filter((a) => a.propertyId === property.id);
    expect(stored).toMatchObject({
      name: applicant.name,
      birthDate: applicant.birthDate,
      employmentInfo: {
        employer: applicant.employer,
        duration: applicant.duration,
        employmentType: applicant.employmentType,
      },
      income: 3800,
      moveInDate: applicant.moveInDate,
      roommates: ["Max Schmidt"],
      signature: applicant.signature,
    });
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});
