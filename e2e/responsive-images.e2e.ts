import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { dataUrl } from "../server/test/factories";
import { facadePhoto } from "../server/test/photo";
import { closePage, expectNoConsoleErrors, screenshot, type Width } from "./support/browser";
import { useBrowserSuite } from "./support/suite";

const suite = useBrowserSuite();
let propertyId: number;
const title = "Altbauwohnung mit Fotos in allen Größen";

beforeAll(async () => {
  ({ id: propertyId } = await suite.admin.createProperty({
    title,
    images: [dataUrl("image/jpeg", await facadePhoto())],
  }));
});

/** A page that records every image URL it requests; `scale` is the screen's pixel ratio. */
async function openRecording(width: Width, scale: number): Promise<{ page: Page; imageRequests: string[] }> {
  const page = await suite.open({ width, scale });
  const imageRequests: string[] = [];
  page.on(
    "request",
    (request) => request.resourceType() === "image" && imageRequests.push(new URL(request.url()).pathname),
  );
  return { page, imageRequests };
}

/** The file the browser chose for an <img>, once it has loaded. */
async function chosenFile(page: Page, alt: string) {
  const image = page.getByAltText(alt, { exact: true }).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ path: new URL(img.currentSrc).pathname }));
}

describe("responsive photos", () => {
  it("gives a phone with a 3× screen the 800 px WebP for a card, never the 1200 px file", async () => {
    const { page, imageRequests } = await openRecording(375, 3);
    await page.goto("/properties");
    const card = await chosenFile(page, `Ansicht der Immobilie „${title}“`);
    expect(card.path).toMatch(/^\/media\/[\w-]{22}\/800\.webp$/);
    expect(imageRequests.filter((path) => path.startsWith("/media/") && path.includes("/1200."))).toEqual([]);
    await screenshot(page, "responsive-card-375");
    expectNoConsoleErrors(page);
    await closePage(page);
  });

  it("shows the gallery's first photo as the WebP the server preloaded, with a JPEG fallback in the markup", async () => {
    const { page, imageRequests } = await openRecording(1280, 1);
    await page.goto(`/properties/${propertyId}`);
    const photo = await chosenFile(page, `${title} – Bild 1 von 1`);
    expect(photo.path).toMatch(/^\/media\/[\w-]{22}\/800\.webp$/);
    // One download: the preload from the HTML and the <picture> agreed on the same file.
    expect(imageRequests.filter((path) => path.startsWith("/media/"))).toEqual([photo.path]);
    const fallback = await page.locator("picture img").first().getAttribute("srcset");
    expect(fallback).toMatch(/\/400\.jpg 400w, .*\/800\.jpg 800w, .*\/1200\.jpg 1200w$/);
    await screenshot(page, "responsive-detail-1280");
    expectNoConsoleErrors(page);
    await closePage(page);
  });
});
