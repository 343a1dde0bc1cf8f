import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import type { Property } from "@shared/schema/index";
import { readCsvFile, type CsvParse } from "@shared/imports/csv-file";
import { useTestApp } from "../test/test-app";
import { buildZip } from "../test/zip-builder";

const ctx = useTestApp();

const certificate = "liegt zur Besichtigung vor";
const description = "Helle Wohnung mit Dielen und Balkon zum Hof und Wannenbad.";

/** The rows the admin's CSV tab posts after reading a file in the browser (same reader). */
function rowsOf(text: string) {
  const result = readCsvFile(text, parse as CsvParse);
  if (!result.ok) throw new Error(result.message);
  return result.file.rows.map((row) => row.property);
}

const allListings = async (): Promise<Property[]> => (await (await ctx.admin()).get("/api/properties")).body;
const pointOf = (all: Property[], objectNumber: string) => {
  const listing = all.find((p) => p.objectNumber === objectNumber);
  return listing ? [listing.latitude, listing.longitude] : undefined;
};

describe("coordinates in CSV imports", () => {
  it("reads Breitengrad/Längengrad with decimal commas from a German Excel file, 13,405 staying 13.405", async () => {
    const text = [
      "Objektnummer;Titel;Art;Vermarktung;Kaltmiete;Nebenkosten;Wohnfläche;Zimmer;Straße;PLZ;Ort;Beschreibung;Energieausweis;Breitengrad;Längengrad",
      `CSV-GEO-1;Wohnung am Paul-Lincke-Ufer;Wohnung;Miete;1.250;210;66,5;2;Paul-Lincke-Ufer 20;10999;Berlin;${description};${certificate};52,4941;13,405`,
      `CSV-GEO-2;Wohnung am Weichselplatz;Wohnung;Miete;1.100;190;58;2;Weichselplatz 3;12045;Berlin;${description};${certificate};52.4872;13.4489`,
      `CSV-GEO-3;Wohnung ohne Punkt;Wohnung;Miete;990;180;50;2;Weserstraße 40;12045;Berlin;${description};${certificate};;`,
    ].join("\r\n");
    const res = await (await ctx.admin()).post("/api/properties/import").send(rowsOf(text));
    expect(res.body).toMatchObject({ imported: 3, failed: 0 });
    const all = await allListings();
    expect(pointOf(all, "CSV-GEO-1")).toEqual([52.4941, 13.405]);
    expect(pointOf(all, "CSV-GEO-2")).toEqual([52.4872, 13.4489]);
    expect(pointOf(all, "CSV-GEO-3")).toEqual([null, null]);
  });

  it("reads lat/lng columns of the comma file in a ZIP, and refuses a row with one coordinate in German", async () => {
    const csv = [
      "objectNumber,title,type,transactionType,price,serviceCharges,size,rooms,address,city,description,energyCertificate.status,lat,lng",
      `CSV-GEO-4,Wohnung am Boxhagener Platz,apartment,rent,1300,200,70,3,Gärtnerstraße 5,Berlin,${description},at_viewing,52.5101,13.4587`,
      `CSV-GEO-5,Wohnung mit halbem Punkt,apartment,rent,1300,200,70,3,Gärtnerstraße 6,Berlin,${description},at_viewing,52.5102,`,
    ].join("\n");
    const res = await (
      await ctx.admin()
    )
      .post("/api/properties/import-zip")
      .attach("zipFile", buildZip([{ name: "properties.csv", data: Buffer.from(csv) }]), "export.zip");
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { index: 1, message: "Längengrad fehlt: Breitengrad und Längengrad nur zusammen angeben" },
    ]);
    const all = await allListings();
    expect(pointOf(all, "CSV-GEO-4")).toEqual([52.5101, 13.4587]);
    expect(pointOf(all, "CSV-GEO-5")).toBeUndefined();
  });
});
