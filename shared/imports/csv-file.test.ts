import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { propertyInputSchema } from "../validation/property";
import { missingForPublication } from "../listing/publishing";
import { readCsvFile, type CsvFile } from "./csv-file";
import { decodeCsvBytes, detectDelimiter } from "./csv-text";
import { numberCell } from "./csv-values";

const fixture = readFileSync(new URL("../../server/imports/fixtures/immobilien-excel.csv", import.meta.url));

function read(text: string): CsvFile {
  const result = readCsvFile(text, parse);
  if (!result.ok) throw new Error(result.message);
  return result.file;
}

describe("decoding an uploaded CSV file", () => {
  it("reads the Windows-1252 bytes Excel writes, with umlauts, ß and m²", () => {
    expect(fixture.includes(Buffer.from("Köpenick", "utf8"))).toBe(false); // really not UTF-8
    const { text, encoding } = decodeCsvBytes(fixture);
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("Prenzlauer Straße;12");
    expect(text).toContain("Köpenick");
    expect(text).toContain("Wohnfläche (m²)");
  });

  it("reads UTF-8 with and without byte order mark", () => {
    const utf8 = Buffer.from("Titel;Ort\nAltbau;Köpenick\n", "utf8");
    expect(decodeCsvBytes(utf8)).toEqual({ text: "Titel;Ort\nAltbau;Köpenick\n", encoding: "utf-8" });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(decodeCsvBytes(withBom)).toEqual({ text: "Titel;Ort\nAltbau;Köpenick\n", encoding: "utf-8" });
  });
});

describe("detecting the separator", () => {
  it("takes the header's separator, ignoring quoted text, and honours Excel's sep= line", () => {
    expect(detectDelimiter('Titel;"Preis, kalt";Ort\n').delimiter).toBe(";");
    expect(detectDelimiter("title,type,price\n").delimiter).toBe(",");
    expect(detectDelimiter("Titel\tOrt\n").delimiter).toBe("\t");
    expect(detectDelimiter("Titel\n").delimiter).toBe(",");
    expect(detectDelimiter("sep=;\nTitel,mit Komma;Ort\n")).toMatchObject({ delimiter: ";", skippedLines: 1 });
  });
});

describe("German numbers", () => {
  it("reads decimal commas, thousands dots and units", () => {
    expect(numberCell("84,5", "german")).toBe(84.5);
    expect(numberCell("1.450,00", "german")).toBe(1450);
    expect(numberCell("1.450", "german")).toBe(1450);
    expect(numberCell("84.5", "german")).toBe(84.5);
    expect(numberCell("1.450,00 €", "german")).toBe(1450);
    expect(numberCell("84,5 m²", "german")).toBe(84.5);
    expect(numberCell("", "german")).toBeUndefined();
    expect(numberCell("auf Anfrage", "german")).toBeNaN();
    expect(numberCell("2.5", "comma-file")).toBe(2.5);
  });
});

describe("reading the German Excel export", () => {
  const file = read(decodeCsvBytes(fixture).text);
  const [flat, incomplete, house, shop] = file.rows;

  it("maps German headers and values to the listing's fields", () => {
    expect(file).toMatchObject({ delimiter: ";", notation: "german", missingColumns: [], unknownColumns: [] });
    expect(file.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]); // the empty ;;; line at the end is skipped
    expect(flat.problems).toEqual([]);
    expect(flat.property).toEqual({
      objectNumber: "SP-XL-0001",
      title: "Altbauwohnung mit Balkon am Prenzlauer Berg",
      type: "apartment",
      transactionType: "rent",
      price: 1450,
      serviceCharges: 260,
      heatingCosts: 95,
      heatingIncluded: false,
      deposit: 4350,
      size: 84.5,
      rooms: 2.5,
      bedrooms: 1,
      bathrooms: 1,
      address: "Prenzlauer Straße 12",
      postalCode: "10405",
      city: "Berlin",
      district: "Prenzlauer Berg",
      floor: 3,
      floors: 5,
      yearBuilt: 1905,
      condition: "well_kept",
      heatingType: "central",
      availableFrom: "2027-02-01",
      features: ["balcony", "fitted_kitchen", "cellar"],
      energyCertificate: {
        status: "available",
        type: "consumption",
        value: 118.4,
        includesHotWater: true,
        primarySource: "district_heating",
        efficiencyClass: "D",
        validUntil: "2030-12-31",
      },
      description: "Helle Altbauwohnung mit Dielenböden, Stuck und Südbalkon; ruhige Lage nahe dem Kollwitzplatz.",
      status: "active",
      isHighlight: false,
    });
    expect(propertyInputSchema.safeParse(flat.property).success).toBe(true);
    expect(missingForPublication(propertyInputSchema.parse(flat.property))).toEqual([]);
  });

  it("reads Erdgeschoss, 'sofort', a purchase price and a certificate at the viewing", () => {
    expect(incomplete.property).toMatchObject({ floor: 0, district: "Köpenick", features: ["cellar", "pets_allowed"] });
    expect(incomplete.property.availableFrom).toBeUndefined();
    expect(missingForPublication(propertyInputSchema.parse(incomplete.property)).map((m) => m.label)).toEqual([
      "Energieausweis",
      "Nebenkosten",
    ]);
    expect(house.property).toMatchObject({
      transactionType: "buy",
      price: 549000,
      buyerCommission: "3,57 % inkl. MwSt.",
      size: 124.8,
      energyCertificate: { status: "at_viewing" },
    });
    expect(shop.property.price).toBeUndefined();
    expect(propertyInputSchema.safeParse(shop.property).error?.issues[0].message).toBe("Preis muss angegeben werden");
  });

  it("gives the same rows for the file saved as UTF-8 with byte order mark", () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(decodeCsvBytes(fixture).text, "utf8")]);
    expect(read(decodeCsvBytes(utf8).text).rows).toEqual(file.rows);
  });
});

describe("other German headers and values", () => {
  it("derives the marketing type from Kaltmiete or Kaufpreis when the file has no such column", () => {
    const { rows } = read("Titel;Kaltmiete\nA;900\n");
    expect(rows[0].property).toMatchObject({ price: 900, transactionType: "rent" });
    expect(read("Titel;Kaufpreis\nA;250.000\n").rows[0].property).toMatchObject({ transactionType: "buy" });
  });

  it("reads an Ausstattung list and names an unknown feature or a feature cell that is not ja/nein", () => {
    const { rows } = read("Ausstattung;Balkon\nEBK, Aufzug, Sauna;vielleicht\n");
    expect(rows[0].property.features).toEqual(["fitted_kitchen", "elevator"]);
    expect(rows[0].problems).toEqual([
      expect.stringMatching(/^Ausstattung: „Sauna“ ist kein bekanntes Merkmal/),
      "Balkon: bitte „ja“ oder „nein“ angeben (gelesen: „vielleicht“)",
    ]);
  });

  it("names the missing required columns in German and lists unknown ones", () => {
    const file = read("Titel;Lieblingsfarbe\nA;blau\n");
    expect(file.missingColumns).toContain("Beschreibung");
    expect(file.unknownColumns).toEqual(["Lieblingsfarbe"]);
  });

  it("still reads SPEC's comma file with English headers", () => {
    const { rows, notation } = read(
      "title,price,rooms,isHighlight,serviceCharges,objectNumber\nAltbau,1450,2.5,TRUE,240,CRM-1\n",
    );
    expect(notation).toBe("comma-file");
    expect(rows[0].property).toMatchObject({
      price: 1450,
      rooms: 2.5,
      isHighlight: false,
      serviceCharges: 240,
      objectNumber: "CRM-1",
    });
  });

  it("explains an empty file", () => {
    expect(readCsvFile("Titel;Ort\n;;\n", parse)).toEqual({
      ok: false,
      message: expect.stringContaining("keine Datenzeilen"),
    });
  });
});
