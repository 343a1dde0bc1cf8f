import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { createApp } from "../app";
import { staticClient } from "../http/spa";
import type { Database } from "../db/client";
import type { Services } from "../services";
import { openTestDatabase } from "../test/test-database";
import { publicRoutes } from "@shared/public-routes";
import { createPost, createProperty, PNG_DATA_URL } from "../test/factories";

let app: Express;
let database: Database;
let services: Services;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "spreehaus-seo-"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><html lang="de"><head><title>Spreehaus Immobilien | Immobilien mit Herz</title><meta\n      name="description"\n      content="Standard"\n    /></head><body><div id="root"></div></body></html>',
  );
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "seo-test-secret-seo",
    SITE_URL: "https://www.spreehaus-immobilien.de",
  });
  ({ app, services } = createApp({ config, database, logger: createLogger("silent"), client: staticClient(root) }));
});
afterAll(async () => {
  await database.close();
});

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

describe("pages as crawlers see them (no JavaScript)", () => {
  it("puts a property's title, description, canonical URL, photo and listing JSON-LD into the HTML", async () => {
    const property = await createProperty(services, {
      title: "Penthouse mit Spreeblick <Friedrichshain>",
      images: ["https://fotos.example.de/penthouse.jpg"],
      transactionType: "buy",
      price: 890000,
    });
    const res = await request(app).get(`/properties/${property.id}`).expect(200);
    const html = res.text;
    expect(html).toContain("<title>Penthouse mit Spreeblick &lt;Friedrichshain&gt; | Spreehaus Immobilien</title>");
    expect(html).toContain(
      `<link rel="canonical" href="https://www.spreehaus-immobilien.de/properties/${property.id}" />`,
    );
    // Shared links show the listing's 1200×630 JPEG (server/share-image), not the linked photo itself.
    expect(html).toContain(
      `<meta property="og:image" content="https://www.spreehaus-immobilien.de/og/properties/${property.id}.jpg" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://fotos.example.de/penthouse.jpg" fetchpriority="high" />',
    );
    expect(html).toContain(
      '<meta name="description" content="Kaufpreis 890.000\u00a0€ · 78\u00a0m² · 2,5 Zimmer · Berlin. Schöne Wohnung mit Dielenboden',
    );
    expect(html).not.toContain('content="Standard"');
    expect(jsonLd(html)).toMatchObject({
      "@type": "RealEstateListing",
      name: "Penthouse mit Spreeblick <Friedrichshain>",
      offers: { "@type": "Offer", price: 890000, priceCurrency: "EUR" },
    });
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<Friedrichshain>/);
  });

  it("states a rental's facts in JSON-LD and the share preview: m² with decimals, rooms, costs per month, features", async () => {
    const property = await createProperty(services, {
      title: "Altbauwohnung mit Balkon im Bötzowviertel",
      size: 84.5,
      rooms: 2.5,
      bedrooms: 1,
      bathrooms: 1,
      yearBuilt: 1908,
      floor: 3,
      floors: 5,
      price: 1450,
      serviceCharges: 240,
      heatingCosts: 95,
      address: "Hufelandstraße 22",
      postalCode: "10407",
      district: "Prenzlauer Berg",
      showAddress: false,
      features: ["balcony", "elevator", "pets_allowed"],
    });
    const html = (await request(app).get(`/properties/${property.id}`).expect(200)).text;
    const description =
      "Kaltmiete 1.450\u00a0€/Monat · Warmmiete 1.785\u00a0€/Monat · 84,5\u00a0m² · 2,5 Zimmer · 10407 Berlin, Prenzlauer Berg. Schöne Wohnung";
    expect(html).toContain(`<meta name="description" content="${description}`);
    expect(html).toContain(`<meta property="og:description" content="${description}`);
    expect(html).toContain(`<meta name="twitter:description" content="${description}`);
    expect(html).not.toContain("Hufelandstraße");

    const listing = jsonLd(html);
    expect(listing.identifier).toBe(property.objectNumber);
    expect(listing.about).toEqual({
      "@type": "Apartment",
      name: "Wohnung in Berlin",
      address: { "@type": "PostalAddress", postalCode: "10407", addressLocality: "Berlin", addressCountry: "DE" },
      floorSize: { "@type": "QuantitativeValue", value: 84.5, unitCode: "MTK", unitText: "m²" },
      numberOfRooms: 2.5,
      numberOfBedrooms: 1,
      numberOfBathroomsTotal: 1,
      yearBuilt: 1908,
      floorLevel: "3. OG",
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Balkon", value: true },
        { "@type": "LocationFeatureSpecification", name: "Aufzug", value: true },
        { "@type": "LocationFeatureSpecification", name: "Haustiere erlaubt", value: true },
      ],
      petsAllowed: true,
    });
    const perMonth = { "@type": "QuantitativeValue", value: 1, unitCode: "MON" };
    expect(listing.offers).toMatchObject({
      price: 1450,
      priceCurrency: "EUR",
      priceSpecification: [
        {
          "@type": "UnitPriceSpecification",
          name: "Kaltmiete",
          price: 1450,
          priceCurrency: "EUR",
          unitCode: "MON",
          referenceQuantity: perMonth,
        },
        {
          "@type": "UnitPriceSpecification",
          name: "Warmmiete",
          price: 1785,
          priceCurrency: "EUR",
          unitCode: "MON",
          referenceQuantity: perMonth,
        },
      ],
    });
  });

  it("leaves unknown facts out of JSON-LD and gives a purchase no monthly price", async () => {
    const property = await createProperty(services, {
      transactionType: "buy",
      type: "house",
      price: 1_250_000,
      size: 168.4,
      rooms: 6,
      serviceCharges: null,
      availableFrom: "2099-04-01",
    });
    const listing = jsonLd((await request(app).get(`/properties/${property.id}`).expect(200)).text);
    expect(listing.about["@type"]).toBe("SingleFamilyResidence");
    expect(listing.about.floorSize.value).toBe(168.4);
    // The certificate's year of construction stands in for the listing's.
    expect(listing.about.yearBuilt).toBe(1905);
    for (const key of ["numberOfBedrooms", "numberOfBathroomsTotal", "amenityFeature", "floorLevel", "petsAllowed"])
      expect(listing.about).not.toHaveProperty(key);
    expect(listing.offers).not.toHaveProperty("priceSpecification");
    expect(listing.offers).toMatchObject({ price: 1_250_000, availabilityStarts: "2099-04-01" });
  });

  it("names an uploaded photo's 1200 px JPEG in the JSON-LD and preloads the WebP width the gallery will pick", async () => {
    const property = await createProperty(services, { images: [PNG_DATA_URL] });
    const [photo] = property.images;
    const html = (await request(app).get(`/properties/${property.id}`).expect(200)).text;
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${photo}/400.webp 400w, ${photo}/800.webp 800w, ${photo}/1200.webp 1200w" imagesizes="(min-width: 1024px) 50rem, 100vw" fetchpriority="high" />`,
    );
    expect(jsonLd(html).image).toBe(`https://www.spreehaus-immobilien.de${photo}/1200.jpg`);
    expect((await request(app).get(`${photo}/1200.jpg`).expect(200)).headers["content-type"]).toBe("image/jpeg");
  });

  it("embeds the list page's search answer under the API URL the page asks for, and preloads the first card's photo", async () => {
    const photo = await createProperty(services, {
      title: "Dachgeschoss in Pankow",
      city: "Pankow",
      transactionType: "rent",
      images: [PNG_DATA_URL],
    });
    await createProperty(services, {
      title: "Geheim in Pankow",
      city: "Pankow",
      transactionType: "rent",
      status: "hidden",
    });
    const html = (await request(app).get("/properties?city=Pankow&transactionType=rent&junk=1").expect(200)).text;
    const embedded = JSON.parse(/<script type="application\/json" id="preloaded-data">(.*?)<\/script>/s.exec(html)![1]);
    const api = "/api/properties?transactionType=rent&city=Pankow&pageSize=24&page=1";
    expect(Object.keys(embedded)).toEqual([api, "/api/map-settings"]);
    expect(embedded[api].total).toBe(1);
    expect(embedded[api].items.map((p: { title: string }) => p.title)).toEqual(["Dachgeschoss in Pankow"]);
    // The same rows the API gives visitors for that URL.
    const answer = await request(app).get(api).expect(200);
    expect(embedded[api].items).toEqual(answer.body);
    expect(answer.headers["x-total-count"]).toBe("1");
    const [image] = photo.images;
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${image}/400.webp 400w, ${image}/800.webp 800w" imagesizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />`,
    );
    expect(html).toContain("<title>Immobilien | Spreehaus Immobilien</title>");
    expect(html).toContain(
      '<link rel="canonical" href="https://www.spreehaus-immobilien.de/properties?transactionType=rent&amp;city=Pankow" />',
    );
  });

  it("describes a published post as a BlogPosting and the home page as the agency", async () => {
    const post = await createPost(services, {
      title: "Nebenkosten beim Kauf in Berlin",
      content: "## Grunderwerbsteuer\n\nIn Berlin fallen **6 %** an.",
    });
    const html = (await request(app).get(`/blog/${post.slug}`).expect(200)).text;
    expect(html).toContain("<title>Nebenkosten beim Kauf in Berlin | Spreehaus Immobilien</title>");
    expect(html).toContain('<meta name="description" content="Grunderwerbsteuer In Berlin fallen 6 % an." />');
    expect(jsonLd(html)).toMatchObject({ "@type": "BlogPosting", headline: "Nebenkosten beim Kauf in Berlin" });
    // Without a cover of its own, the post page shows the illustration its id picks: preloaded.
    const illustration = `/placeholders/blog-cover-${(post.id % 3) + 1}.svg`;
    expect(html).toContain(`<link rel="preload" as="image" href="${illustration}" fetchpriority="high" />`);
    expect(existsSync(join("client/public", illustration))).toBe(true);
    const home = (await request(app).get("/").expect(200)).text;
    expect(jsonLd(home)).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Spreehaus Immobilien",
      telephone: "+49 30 1234 5678",
    });
  });

  it("names each page of fixed content in its head, and the not-found page as such", async () => {
    const pages = [
      ["/services", "Leistungen"],
      ["/about-us", "Über uns"],
      ["/contact", "Kontakt"],
      ["/legal", "Impressum, Datenschutz und Cookies"],
      ["/favorites", "Merkliste"],
      ["/search-alerts/confirm", "Suchauftrag bestätigen"],
    ];
    for (const [path, title] of pages) {
      const html = (await request(app).get(`${path}?token=geheim`).expect(200)).text;
      expect(html, path).toContain(`<title>${title} | Spreehaus Immobilien</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="https://www.spreehaus-immobilien.de${path}" />`);
      expect(html, path).not.toContain("geheim");
      expect(html, path).not.toContain('content="Standard"');
    }
    const missing = (await request(app).get("/gibt-es-nicht").expect(404)).text;
    expect(missing).toContain("<title>Seite nicht gefunden | Spreehaus Immobilien</title>");
    expect(missing).toContain('<meta name="description" content="Diese Seite gibt es leider nicht.');
    expect(missing).not.toContain("canonical");
  });

  it("gives a hidden property, a draft and a missing page a 404 without any of it", async () => {
    const hidden = await createProperty(services, { status: "hidden", title: "Geheimes Objekt in Dahlem" });
    const draft = await createPost(services, { published: false, title: "Geheimer Entwurf zum Markt" });
    for (const path of [
      `/properties/${hidden.id}`,
      `/blog/${draft.slug}`,
      "/properties/99999999999",
      "/blog/gibt-es-nicht",
    ]) {
      const res = await request(app).get(path).expect(404);
      expect(res.text).toContain('<div id="root">');
      expect(res.text).not.toContain("og:title");
      expect(res.text).not.toContain("Geheim");
    }
  });
});

describe("status codes of pages", () => {
  it("answers 404 with the SPA's not-found page for a path that is no page of the site", async () => {
    const missingListing = (await createProperty(services, { status: "hidden" })).id;
    for (const path of [
      "/gibt-es-nicht",
      "/immobilien",
      "/properties/abc",
      "/properties/0",
      "/properties/1/2",
      "/blog/a/b",
      `/application/${missingListing}`,
      "/application/abc",
      "/services/extra",
    ]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it("answers 200 for every page of the route table and for the admin area", async () => {
    const property = await createProperty(services);
    const post = await createPost(services);
    for (const { path } of publicRoutes) {
      const concrete = path.replace(":id", String(property.id)).replace(":slug", post.slug);
      expect((await request(app).get(concrete)).status, concrete).toBe(200);
      expect((await request(app).get(`${concrete}/`.replace("//", "/"))).status, `${concrete}/`).toBe(200);
    }
    for (const path of ["/admin", "/admin/login", "/admin/properties/new"])
      expect((await request(app).get(path)).status, path).toBe(200);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("keeps crawlers out of the admin and application pages", async () => {
    const res = await request(app)
      .get("/robots.txt")
      .expect(200)
      .expect("Content-Type", /text\/plain/);
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Disallow: /application/");
    expect(res.text).toContain("Sitemap: https://www.spreehaus-immobilien.de/sitemap.xml");
  });

  it("indexes sitemaps that list public pages, visible properties and published posts with last-modified dates", async () => {
    const visible = await createProperty(services, { title: "Sichtbar in der Sitemap" });
    const hidden = await createProperty(services, { status: "hidden" });
    const post = await createPost(services);
    const draft = await createPost(services, { published: false });
    const index = (await request(app).get("/sitemap.xml").expect(200).expect("Content-Type", /xml/)).text;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain("<sitemap><loc>https://www.spreehaus-immobilien.de/sitemaps/pages.xml</loc><lastmod>");
    expect(index).toContain("<sitemap><loc>https://www.spreehaus-immobilien.de/sitemaps/listings-1.xml</loc><lastmod>");
    const sitemap = async (name: string) =>
      (await request(app).get(`/sitemaps/${name}`).expect(200).expect("Content-Type", /xml/)).text;
    const [pages, listings] = [await sitemap("pages.xml"), await sitemap("listings-1.xml")];
    const today = new Date().toISOString().slice(0, 10);
    expect(pages).toContain("<loc>https://www.spreehaus-immobilien.de/services</loc>");
    expect(pages).toContain(
      `<loc>https://www.spreehaus-immobilien.de/blog/${post.slug}</loc><lastmod>${today}</lastmod>`,
    );
    expect(pages).not.toContain(draft.slug);
    expect(listings).toContain(
      `<loc>https://www.spreehaus-immobilien.de/properties/${visible.id}</loc><lastmod>${today}</lastmod>`,
    );
    expect(listings).not.toContain(`/properties/${hidden.id}<`);
  });
});
