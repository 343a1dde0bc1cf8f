import { describe, expect, it } from "vitest";
import { parseListing } from "./parse-listing";

// Markup as portals write it, which the regular expressions this parser replaced read wrongly.
const page = `<!doctype html>
<html lang="nl"><head>
  <title>Appartement te huur: Caf&eacute;straat 7 2511 AB Den Haag [funda]</title>
  <meta content="Te huur: Caféstraat 7" property="og:title">
  <meta content='https://cloud.funda.nl/valentina_media/300/001_720x480.jpg' property='og:image'>
</head><body>
  <!-- <h1>Oude kop</h1> -->
  <h1 class="object-header__title">Caf&eacute;straat <span>7</span></h1>
  <strong>&euro;&nbsp;1.875 /maand</strong>
  <div data-testid="object-description" class="object-description">
    <div class="intro">Licht appartement &ndash; vlak bij het Malieveld.</div>
    <p>Met balkon &amp; berging.</p>
  </div>
  <img alt="Woonkamer" src=https://cloud.funda.nl/valentina_media/300/002_720x480.jpg>
  <img src="/placeholder.gif" data-src="https://cloud.funda.nl/valentina_media/300/003_720x480.jpg">
</body></html>`;

describe("reading a listing page's HTML", () => {
  it("finds what attribute order, nesting, comments and named entities hid from regular expressions", () => {
    expect(parseListing(page)).toEqual({
      title: "Caféstraat 7",
      price: 1875,
      address: "Caféstraat 7",
      city: "Den Haag",
      objectType: "Appartement",
      quadratmeter: undefined,
      schlafzimmer: undefined,
      bilder: [
        "https://cloud.funda.nl/valentina_media/300/001_720x480.jpg",
        "https://cloud.funda.nl/valentina_media/300/002_720x480.jpg",
        "https://cloud.funda.nl/valentina_media/300/003_720x480.jpg",
      ],
      beschreibung: "Licht appartement – vlak bij het Malieveld.\nMet balkon & berging.",
    });
  });

  it("takes meta tags whatever the order of their attributes when the page has no heading", () => {
    const listing = parseListing(`<head><meta content="Te huur: Caféstraat 7" name="og:title"></head>`);
    expect(listing.title).toBe("Te huur: Caféstraat 7");
  });

  it("decodes entities in JSON-LD strings once, not twice", () => {
    const json = { "@type": "Apartment", name: "Tom &amp; Jerry", description: "A &amp;lt; B" };
    const listing = parseListing(`<script type="application/ld+json">${JSON.stringify(json)}</script>`);
    expect(listing).toMatchObject({ title: "Tom & Jerry", beschreibung: "A &lt; B" });
  });
});
