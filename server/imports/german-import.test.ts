import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import request from "supertest";
import { parse } from "csv-parse/sync";
import type { Property } from "@shared/schema/index";
import { importAnswer, zipImportAnswer } from "@shared/contracts/imports";
import { readCsvFile, type CsvParse } from "@shared/imports/csv-file";
import { decodeCsvBytes } from "@shared/imports/csv-text";
import { useTestApp } from "../test/test-app";
import { PNG_BYTES, PNG_DATA_URL, completeCertificate, validProperty } from "../test/factories";
import { buildZip } from "../test/zip-builder";

const ctx = useTestApp();

/** The German Excel export as Excel writes it: Windows-1252, semicolons, CRLF, decimal commas. */
const excelFile = readFileSync(new URL("./fixtures/immobilien-excel.csv", import.meta.url));

const uploadZip = async (zip: Buffer) =>
  (await ctx.admin()).post("/api/properties/import-zip").attach("zipFile", zip, "export.zip");

/** Every listing as the admin sees it (hidden ones too). */
const allListings = async (): Promise<Property[]> => (await (await ctx.admin()).get("/api/properties")).body;
const withObjectNumber = async (objectNumber: string) =>
  (await allListings()).filter((p) => p.objectNumber === objectNumber);

/** The rows the admin's CSV tab sends after reading a file in the browser (same reader). */
function rowsOfCsvBytes(bytes: Buffer) {
  const result = readCsvFile(decodeCsvBytes(bytes).text, parse as CsvParse);
  if (!result.ok) throw new Error(result.message);
  return result.file.rows.map((row) => row.property);
}

describe("German Excel CSV in a ZIP archive (Windows-1252, semicolons, decimal commas)", () => {
  it("stores umlauts and decimals right, publishes the complete rows, hides the incomplete one, refuses the bad one", async () => {
    const res = await uploadZip(buildZip([{ name: "properties.csv", data: excelFile }]));
    expect(res.status).toBe(200);
    const answer = zipImportAnswer.parse(res.body);
    expect(answer).toMatchObject({
      success: true,
      message: "3 Immobilien wurden erfolgreich importiert.",
      failed: 1,
      created: 2,
      updated: 0,
      hidden: 1,
      errors: [{ index: 3, message: "price: Preis muss angegeben werden" }],
    });
    // The import screen names each row by the line where the person finds it in the file.
    expect(answer.lines).toEqual([2, 3, 4, 5]);
    expect(answer.rows).toEqual([
      expect.objectContaining({ index: 0, outcome: "created", objectNumber: "SP-XL-0001", reasons: [] }),
      expect.objectContaining({
        index: 1,
        outcome: "hidden",
        objectNumber: "SP-XL-0002",
        title: "Ruhige Wohnung am Müggelsee in Köpenick",
        updatedExisting: false,
        message: "Versteckt gespeichert. Für die Veröffentlichung fehlen Angaben: Energieausweis, Nebenkosten",
        reasons: ["Energieausweis", "Nebenkosten"],
      }),
      expect.objectContaining({ index: 2, outcome: "created", objectNumber: "SP-XL-0003" }),
      {
        index: 3,
        outcome: "refused",
        title: "Ladenfläche ohne Preisangabe",
        message: "Nicht importiert: Preis muss angegeben werden",
        reasons: ["Preis muss angegeben werden"],
      },
    ]);

    const [flat] = await withObjectNumber("SP-XL-0001");
    expect(flat).toMatchObject({
      title: "Altbauwohnung mit Balkon am Prenzlauer Berg",
      status: "active",
      price: 1450,
      serviceCharges: 260,
      heatingCosts: 95,
      totalRent: 1805,
      deposit: 4350,
      size: 84.5,
      rooms: 2.5,
      address: "Prenzlauer Straße 12",
      postalCode: "10405",
      district: "Prenzlauer Berg",
      floor: 3,
      yearBuilt: 1905,
      features: ["balcony", "fitted_kitchen", "cellar"],
      energyCertificate: { status: "available", value: 118.4, efficiencyClass: "D", primarySource: "district_heating" },
      description: expect.stringContaining("Dielenböden, Stuck und Südbalkon; ruhige Lage"),
    });
    const [hidden] = await withObjectNumber("SP-XL-0002");
    expect(hidden).toMatchObject({ status: "hidden", district: "Köpenick", size: 61.25, floor: 0 });
    const [house] = await withObjectNumber("SP-XL-0003");
    expect(house).toMatchObject({ status: "active", transactionType: "buy", price: 549000, district: "Köpenick" });
    expect(await withObjectNumber("SP-XL-0004")).toEqual([]);

    // Visitors see the published flat with its umlauts; the hidden one does not exist for them.
    const visitor = await request(ctx.app).get(`/api/properties/${flat.id}`).expect(200);
    expect(visitor.body).toMatchObject({ address: "Prenzlauer Straße 12", district: "Prenzlauer Berg", size: 84.5 });
    await request(ctx.app).get(`/api/properties/${hidden.id}`).expect(404);
  });

  it("updates the listings with known object numbers instead of duplicating them", async () => {
    const [withPhoto] = await withObjectNumber("SP-XL-0001");
    await (
      await ctx.admin()
    )
      .patch(`/api/properties/${withPhoto.id}`)
      .send({ images: [PNG_DATA_URL] })
      .expect(200);
    const before = (await allListings()).length;
    const changed = excelFile.toString("latin1").replace("1.450,00", "1.495,00");
    const res = await uploadZip(buildZip([{ name: "properties.csv", data: Buffer.from(changed, "latin1") }]));
    expect(res.body).toMatchObject({ created: 0, updated: 2, hidden: 1, failed: 1 });
    expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      "updated",
      "hidden",
      "updated",
      "refused",
    ]);
    expect(res.body.rows[1]).toMatchObject({ updatedExisting: true, reasons: ["Energieausweis", "Nebenkosten"] });
    expect(res.body.rows[0].message).toBe("Aktualisiert: Objektnummer SP-XL-0001 war schon vorhanden (Status: Aktiv).");
    expect((await allListings()).length).toBe(before);
    const [flat] = await withObjectNumber("SP-XL-0001");
    expect(flat).toMatchObject({ price: 1495, totalRent: 1850 });
    // The file has no images column: the listing keeps its photo.
    expect(flat.images).toEqual([expect.stringMatching(/^\/media\//)]);
  });
});

describe("German CSV read in the browser and sent as rows", () => {
  it("stores the same facts from the Windows-1252 file and from its UTF-8 copy with byte order mark", async () => {
    const admin = await ctx.admin();
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(decodeCsvBytes(excelFile).text.replaceAll("SP-XL-", "SP-U8-"), "utf8"),
    ]);
    expect(utf8.toString("utf8")).toContain("Köpenick");
    const res = await admin.post("/api/properties/import").send(rowsOfCsvBytes(utf8)).expect(200);
    expect(importAnswer.parse(res.body)).toMatchObject({ imported: 3, failed: 1, created: 2, hidden: 1 });
    const [flat] = await withObjectNumber("SP-U8-0001");
    expect(flat).toMatchObject({ size: 84.5, price: 1450, address: "Prenzlauer Straße 12", status: "active" });
    const [hidden] = await withObjectNumber("SP-U8-0002");
    expect(hidden).toMatchObject({ district: "Köpenick", status: "hidden" });
  });
});

describe("JSON import with the fields of the German listing", () => {
  const full = () =>
    validProperty({
      title: "Vollständige Wohnung aus JSON",
      objectNumber: "JSON-0001",
      price: 1200,
      serviceCharges: 230,
      heatingCosts: 80,
      deposit: 3600,
      size: 72.35,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      postalCode: "10245",
      district: "Friedrichshain",
      showAddress: false,
      floor: 2,
      floors: 5,
      yearBuilt: 1910,
      condition: "renovated",
      availableFrom: "2027-04-01",
      heatingType: "district",
      features: ["balcony", "elevator"],
      energyCertificate: { ...completeCertificate, issuedAt: "2021-05-01", validUntil: "2031-04-30" },
      floorPlans: [PNG_DATA_URL],
    });

  it("round-trips every new field and computes the Warmmiete", async () => {
    const admin = await ctx.admin();
    const res = await admin.post("/api/properties/import").send([full()]).expect(200);
    expect(res.body.rows).toEqual([expect.objectContaining({ outcome: "created", objectNumber: "JSON-0001" })]);
    const stored = (await admin.get(`/api/properties/${res.body.rows[0].id}`).expect(200)).body;
    const { floorPlans: _plans, ...sent } = full();
    expect(stored).toMatchObject({ ...sent, totalRent: 1510, status: "active" });
    expect(stored.floorPlans).toEqual([expect.stringMatching(/^\/media\/[\w-]{22}$/)]);
  });

  it("refuses an invalid energy certificate in German and stores nothing for that row", async () => {
    const before = (await allListings()).length;
    const bad = validProperty({
      title: "Wohnung mit falscher Klasse",
      objectNumber: "JSON-BAD-1",
      energyCertificate: { ...completeCertificate, efficiencyClass: "Z" as never },
    });
    const res = await (await ctx.admin()).post("/api/properties/import").send([bad]).expect(200);
    expect(res.body).toMatchObject({ imported: 0, failed: 1, created: 0 });
    expect(res.body.rows[0]).toMatchObject({
      outcome: "refused",
      reasons: ["Energieausweis: Energieeffizienzklasse muss zwischen A+ und H liegen"],
    });
    expect((await allListings()).length).toBe(before);
  });

  it("updates the listing with the same object number", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties/import")
      .send({ ...full(), floorPlans: undefined, price: 1250 })
      .expect(200);
    expect(res.body).toMatchObject({ imported: 1, created: 0, updated: 1 });
    const listings = await withObjectNumber("JSON-0001");
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      price: 1250,
      totalRent: 1560,
      floorPlans: [expect.stringMatching(/^\/media\//)],
    });
  });
});

describe("ZIP import with the fields of the German listing", () => {
  it("takes floor plans by relative path and the new fields from properties.json", async () => {
    const rows = [
      validProperty({
        title: "ZIP-Wohnung mit Grundriss",
        objectNumber: "ZIP-0001",
        serviceCharges: 199,
        features: ["garden"],
        images: ["fotos/aussen.png"],
        floorPlans: ["plaene/grundriss.png"],
      }),
    ];
    const res = await uploadZip(
      buildZip([
        { name: "export/properties.json", data: Buffer.from(JSON.stringify(rows)) },
        { name: "export/fotos/aussen.png", data: PNG_BYTES },
        { name: "export/plaene/grundriss.png", data: PNG_BYTES },
      ]),
    );
    expect(res.body).toMatchObject({ created: 1, failed: 0 });
    const [stored] = await withObjectNumber("ZIP-0001");
    expect(stored).toMatchObject({ serviceCharges: 199, features: ["garden"], status: "active" });
    expect(stored.images).toEqual([expect.stringMatching(/^\/media\//)]);
    expect(stored.floorPlans).toEqual([expect.stringMatching(/^\/media\//)]);
  });

  it("refuses a row whose floor plan is not in the archive", async () => {
    const rows = [validProperty({ objectNumber: "ZIP-0002", floorPlans: ["fehlt.png"] })];
    const res = await uploadZip(buildZip([{ name: "properties.json", data: Buffer.from(JSON.stringify(rows)) }]));
    expect(res.body.rows).toEqual([
      expect.objectContaining({ outcome: "refused", reasons: ["Bild nicht im Archiv gefunden: fehlt.png"] }),
    ]);
    expect(await withObjectNumber("ZIP-0002")).toEqual([]);
  });
});
