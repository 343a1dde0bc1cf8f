// The picture a shared listing link shows: the page's head names a 1200×630 JPEG at a stable
// address, which is the photo cut to size, or the brand card for a listing without photos.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { staticClient } from "../http/spa";
import { useTestApp } from "../test/test-app";
import { createProperty, dataUrl } from "../test/factories";
import { facadePhoto } from "../test/photo";
import { wrapWords } from "./share-card";

const pagesRoot = mkdtempSync(join(tmpdir(), "spreehaus-share-"));
writeFileSync(join(pagesRoot, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
const ctx = useTestApp({}, undefined, staticClient(pagesRoot));

/** The content of a <meta property="…"> in the page's head. */
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property.replace(/:/g, ":")}" content="([^"]*)" />`).exec(html)?.[1];

/** The og:image the listing's page names, fetched as a link preview would (path only: the test has no host). */
async function sharedImage(id: number) {
  const html = (await request(ctx.app).get(`/properties/${id}`).expect(200)).text;
  const url = new URL(meta(html, "og:image")!);
  const answer = await request(ctx.app)
    .get(url.pathname)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { html, url, answer, image: await sharp(answer.body as Buffer).metadata() };
}

describe("the share image of a listing (og:image)", () => {
  it("is the brand card as a 1200×630 JPEG when the listing has no photos, with size and type in the head", async () => {
    const listing = await createProperty(ctx.services, { title: "Altbauwohnung ohne Fotos am Boxhagener Platz" });
    const { html, url, answer, image } = await sharedImage(listing.id);
    expect(url.pathname).toBe(`/og/properties/${listing.id}.jpg`);
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(html).toContain(`<meta name="twitter:image" content="${url.href}" />`);
    expect(answer.headers["content-type"]).toBe("image/jpeg");
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("is the listing's first photo cut to 1200×630 when it has one", async () => {
    const listing = await createProperty(ctx.services, { images: [dataUrl("image/jpeg", await facadePhoto())] });
    const { answer, image } = await sharedImage(listing.id);
    expect(answer.headers["content-type"]).toBe("image/jpeg");
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The facade's red brick, not the brand card's dark blue, fills the middle.
    const { dominant } = await sharp(answer.body as Buffer)
      .extract({ left: 500, top: 250, width: 200, height: 130 })
      .stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it("answers again from the ETag with 304, and a hidden listing's with 404", async () => {
    const listing = await createProperty(ctx.services);
    const first = await request(ctx.app).get(`/og/properties/${listing.id}.jpg`).expect(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    await request(ctx.app).get(`/og/properties/${listing.id}.jpg`).set("If-None-Match", first.headers.etag).expect(304);
    const hidden = await createProperty(ctx.services, { status: "hidden" });
    await request(ctx.app).get(`/og/properties/${hidden.id}.jpg`).expect(404);
  });
});

describe("wrapWords", () => {
  it("breaks a title into lines and ends a cut one with an ellipsis", () => {
    expect(wrapWords("Helle Altbauwohnung mit Balkon", 20, 3)).toEqual(["Helle Altbauwohnung", "mit Balkon"]);
    expect(wrapWords("eins zwei drei vier fünf sechs", 9, 2)).toEqual(["eins zwei", "drei…"]);
  });
});
