// The exposé: 'Exposé (PDF)' on a listing downloads a PDF made on the server, named after the
// object number, whose text holds the title, the Warmmiete and the energy class.
import { buffer } from "node:stream/consumers";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { completeCertificate, dataUrl } from "../server/test/factories";
import { facadePhoto } from "../server/test/photo";
import { closePage, expectNoConsoleErrors } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let listing = { id: 0, objectNumber: "" };

beforeAll(async () => {
  const photo = dataUrl("image/jpeg", await facadePhoto());
  listing = await suite.admin.createProperty({
    title: "Dachgeschosswohnung mit Terrasse in Friedrichshain",
    price: 1450,
    serviceCharges: 240,
    heatingCosts: 95,
    energyCertificate: { ...completeCertificate, efficiencyClass: "C", value: 95 },
    images: [photo, photo],
  });
}, 120_000);

describe("the exposé", () => {
  it("downloads from the detail page as a PDF with title, Warmmiete and energy class", async () => {
    const page = await suite.open({ width: 375, path: `/properties/${listing.id}` });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const link = page.getByRole("link", { name: "Exposé (PDF)" });
    expect(await link.getAttribute("href")).toBe(`/api/properties/${listing.id}/expose.pdf`);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`Expose-${listing.objectNumber}.pdf`);
    // The browser runs apart from the test: the file comes over its stream.
    const pdf = await buffer(await download.createReadStream());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const words = text.replace(/\s+/g, " ");
    expect(words).toContain("Dachgeschosswohnung mit Terrasse in Friedrichshain");
    expect(words).toContain("Warmmiete 1.785 €/Monat");
    expect(words).toContain("Energieeffizienzklasse C");
    expect(words).toContain(`Objektnummer ${listing.objectNumber}`);
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});
