// The exposé PDF: made on the server for public listings (a 404 for hidden or unknown ones, which
// staff may still fetch), with the facts the detail page states, read back with a PDF parser.
import { describe, expect, it } from "vitest";
import request from "supertest";
import { extractText } from "unpdf";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { createProperty, dataUrl } from "../test/factories";
import { facadePhoto } from "../test/photo";

const ctx = useTestApp();

const pdfOf = (path: string) => request(ctx.app).get(path).buffer(true).parse(readBinary);

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  // The parser may split a line at the no-break space between number and unit.
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

/** How many pictures the PDF embeds: pdfkit writes each as an image XObject, its dictionary uncompressed. */
const embeddedImages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image\b/g)?.length ?? 0;

describe("GET /api/properties/:id/expose.pdf", () => {
  it("is a PDF with title, costs incl. Warmmiete, every energy value in words, pictures, contact and page numbers", async () => {
    const photo = dataUrl("image/jpeg", await facadePhoto());
    const listing = await createProperty(ctx.services, {
      title: "Altbauwohnung mit Südbalkon am Kollwitzplatz",
      objectNumber: "SP-2026-0901",
      price: 1450,
      serviceCharges: 240,
      heatingCosts: 95,
      deposit: 4350,
      postalCode: "10405",
      district: "Prenzlauer Berg",
      features: ["balcony", "fitted_kitchen"],
      // Stated here, not taken from the factory: the words below are these values.
      energyCertificate: {
        status: "available",
        type: "consumption",
        value: 118,
        includesHotWater: true,
        primarySource: "district_heating",
        efficiencyClass: "D",
        yearBuilt: 1905,
      },
      description: "Großzügige Wohnung mit Dielenböden.\nRuhige Lage im Hinterhaus – nahe U-Bahn.",
      images: [photo, photo, "https://fotos.example.de/aussen.jpg"],
      floorPlans: [photo],
    });

    const res = await pdfOf(`/api/properties/${listing.id}/expose.pdf`).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Expose-SP-2026-0901.pdf"');
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const { text, pages } = await textOf(pdf);
    expect(text).toContain("Altbauwohnung mit Südbalkon am Kollwitzplatz");
    for (const fact of [
      "Kaltmiete 1.450 €/Monat",
      "Nebenkosten 240 €/Monat",
      "Heizkosten 95 €/Monat",
      "Warmmiete 1.785 €/Monat",
      "Kaution 4.350 €",
      "Provisionsfrei für Mieter",
      "Endenergieverbrauch 118 kWh/(m²·a) inkl. Warmwasser",
      "Wesentlicher Energieträger Fernwärme",
      "Energieeffizienzklasse D",
      "Balkon",
      "Großzügige Wohnung mit Dielenböden.",
      "Grundriss",
      "Objektnummer SP-2026-0901",
      "+49 30 1234 5678",
      "info@spreehaus-immobilien.de",
    ])
      expect(text).toContain(fact);
    // The cover and one further photo (the link to another site is not fetched) and the floor plan.
    expect(embeddedImages(pdf)).toBe(3);
    expect(text).toContain("Weitere Bilder");
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
  });

  it("answers a 304 when the browser holds the same version", async () => {
    const listing = await createProperty(ctx.services);
    const first = await pdfOf(`/api/properties/${listing.id}/expose.pdf`).expect(200);
    await request(ctx.app)
      .get(`/api/properties/${listing.id}/expose.pdf`)
      .set("If-None-Match", first.headers.etag)
      .expect(304);
    await ctx.services.properties.update(listing.id, { price: 1500 });
    const changed = await pdfOf(`/api/properties/${listing.id}/expose.pdf`).set("If-None-Match", first.headers.etag);
    expect(changed.status).toBe(200);
    expect((await textOf(changed.body as Buffer)).text).toContain("Kaltmiete 1.500 €/Monat");
  });

  it("states a purchase's price and commission", async () => {
    const listing = await createProperty(ctx.services, {
      transactionType: "buy",
      price: 685_000,
      size: 100,
      serviceCharges: null,
      buyerCommission: "3,57 % inkl. MwSt.",
    });
    const { text } = await textOf((await pdfOf(`/api/properties/${listing.id}/expose.pdf`).expect(200)).body);
    expect(text).toContain("Kaufpreis 685.000 €");
    expect(text).toContain("Preis pro m² 6.850 €/m²");
    expect(text).toContain("3,57 % inkl. MwSt.");
    expect(text).not.toContain("Warmmiete");
  });

  it("is a 404 for visitors when the listing is hidden or unknown; staff get the hidden one, never kept", async () => {
    const hidden = await createProperty(ctx.services, { status: "hidden", title: "Noch nicht veröffentlicht" });
    const res = await request(ctx.app).get(`/api/properties/${hidden.id}/expose.pdf`).expect(404);
    expect(res.body).toEqual({ message: "Immobilie nicht gefunden" });
    await request(ctx.app).get("/api/properties/999999/expose.pdf").expect(404);
    await request(ctx.app).get("/api/properties/abc/expose.pdf").expect(400);

    const admin = await ctx.admin();
    const staff = await admin.get(`/api/properties/${hidden.id}/expose.pdf`).buffer(true).parse(readBinary).expect(200);
    expect(staff.headers["cache-control"]).toBe("private, no-store");
    expect((await textOf(staff.body as Buffer)).text).toContain("Noch nicht veröffentlicht");
  });
});
