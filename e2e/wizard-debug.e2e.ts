import { it } from "vitest";
import { startTestServer } from "./support/server";
import { adminApi } from "./support/api";
import { launchBrowser, newPage } from "./support/browser";

it("debug", async () => {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const admin = await adminApi(server.baseUrl);
  const p = await admin.createProperty({});
  const page = await newPage(browser, { width: 375, baseUrl: server.baseUrl });
  await page.goto(`/application/${p.id}`);
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByText("Bitte prüfen Sie die 5 markierten Felder.").waitFor();
  await page.getByLabel("Vollständiger Name").fill("Anna Schmidt");
  await page.getByLabel("E-Mail").fill("anna@example.de");
  await page.getByLabel("Telefon").fill("030 1234567");
  await page.getByLabel("Geburtsdatum").fill("14.03.1990");
  await page.getByLabel("Geburtsort").fill("Leipzig");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.waitForTimeout(1000);
  console.log(await page.locator("form").innerText());
  console.log(await page.evaluate(() => document.activeElement?.outerHTML));
  await browser.close();
  await server.stop();
});
