import { describe, expect, it, vi } from "vitest";
import { parse } from "csv-parse/browser/esm/sync";
import { propertyInputSchema } from "@shared/validation/property";
import { invalidCsvRows, previewCsv, validCsvRows, type CsvPreview } from "./csv-preview";

const header = "title,type,transactionType,price,size,rooms,address,city,description,images,isHighlight,status";
const good =
  "Helle Altbauwohnung,apartment,rent,1450,78,2.5,Görlitzer Straße 3,Berlin,Schöne helle Wohnung mit Balkon zum Hof.,,false,";

function preview(csv: string): CsvPreview {
  const result = previewCsv(csv);
  if (!result.ok) throw new Error(result.message);
  return result.preview;
}

describe("previewCsv", () => {
  it("keeps commas inside quoted fields", () => {
    const { rows } = preview(
      `${header}\n"Wohnung, hell und ruhig",apartment,rent,1450,78,2,Torstraße 1,Berlin,"Ruhig, hell, mit Balkon – ideal für Paare.",,false,`,
    );
    expect(rows[0].property).toMatchObject({
      title: "Wohnung, hell und ruhig",
      description: "Ruhig, hell, mit Balkon – ideal für Paare.",
    });
    expect(rows[0].errors).toEqual([]);
  });

  it("splits images at semicolons and drops blanks", () => {
    const { rows } = preview(
      `${header}\nHelle Altbauwohnung,apartment,rent,1450,78,2,Torstraße 1,Berlin,Schöne helle Wohnung mit Balkon zum Hof.,https://a.de/1.jpg; https://a.de/2.jpg;,false,`,
    );
    expect(rows[0].property.images).toEqual(["https://a.de/1.jpg", "https://a.de/2.jpg"]);
  });

  it("counts only the exact text true as a highlight (TRUE is not)", () => {
    const base =
      "Helle Altbauwohnung,apartment,rent,1450,78,2,Torstraße 1,Berlin,Schöne helle Wohnung mit Balkon zum Hof.,";
    const { rows } = preview(`${header}\n${base},true,\n${base},TRUE,\n${base},,`);
    expect(rows.map((r) => r.property.isHighlight)).toEqual([true, false, false]);
    expect(rows.every((r) => r.errors.length === 0)).toBe(true);
  });

  it("reads numbers as numbers and defaults the status to active", () => {
    const { rows } = preview(`${header}\n${good}`);
    expect(rows[0].property).toMatchObject({ price: 1450, size: 78, rooms: 2.5, status: "active" });
  });

  it("reports an empty number as a missing price in German", () => {
    const { rows } = preview(
      `${header}\nHelle Altbauwohnung,apartment,rent,,78,2,Torstraße 1,Berlin,Schöne helle Wohnung mit Balkon zum Hof.,,false,`,
    );
    expect(rows[0].property.price).toBeUndefined();
    expect(rows[0].errors).toEqual(["Preis muss angegeben werden"]);
  });

  it("names a missing column and the fields it leaves empty", () => {
    const result = preview(
      "title,type,transactionType,price,size,rooms,address,city\nHelle Altbauwohnung,apartment,rent,1450,78,2,Torstraße 1,Berlin",
    );
    expect(result.missingColumns).toEqual(["description"]);
    expect(result.rows[0].errors).toEqual([expect.stringContaining("Beschreibung")]);
  });

  it("strips a UTF-8 byte order mark before the header and keeps umlauts", () => {
    const { rows } = preview(
      `\uFEFF${header}\nGroßzügige Maisonette,apartment,buy,690000,124,4,Schönhauser Allee 12,Berlin-Prenzlauer Berg,Maisonette über zwei Etagen mit Dachterrasse.,,false,reserved`,
    );
    expect(rows[0].property).toMatchObject({
      title: "Großzügige Maisonette",
      city: "Berlin-Prenzlauer Berg",
      status: "reserved",
    });
    expect(rows[0].errors).toEqual([]);
  });

  it("gives each row the file line where it starts, also after a multi-line field", () => {
    const { rows } = preview(
      `${header}\n${good}\nZweizeilige Wohnung,apartment,rent,900,50,2,Torstraße 9,Berlin,"Erste Zeile der Beschreibung\nzweite Zeile der Beschreibung",,false,\n\n${good}`,
    );
    expect(rows.map((r) => r.line)).toEqual([2, 3, 6]);
  });

  it("separates valid rows from rows with German errors", () => {
    const result = preview(
      `${header}\n${good}\nKurz,castle,rent,1450,78,2,Torstraße 1,Berlin,Schöne helle Wohnung mit Balkon zum Hof.,ftp://x,false,verkauft`,
    );
    expect(validCsvRows(result)).toHaveLength(1);
    const [bad] = invalidCsvRows(result);
    expect(bad.line).toBe(3);
    expect(bad.errors).toEqual([
      "Titel muss mindestens 5 Zeichen enthalten",
      "Ungültiger Immobilientyp",
      "Ungültige Bildangabe: erlaubt sind http(s)-Adressen und hochgeladene Bilder.",
      "Ungültiger Status",
    ]);
  });

  it("lists header columns it does not know", () => {
    expect(preview(`${header},lieblingsfarbe\n${good},blau`).unknownColumns).toEqual(["lieblingsfarbe"]);
  });

  it("explains an unreadable file and a file without data rows", () => {
    expect(previewCsv(`${header}\n"offenes Anführungszeichen,apartment`)).toEqual({
      ok: false,
      message: expect.stringContaining("konnte nicht gelesen werden"),
    });
    expect(previewCsv(`${header}\n`)).toEqual({ ok: false, message: expect.stringContaining("keine Datenzeilen") });
    expect(previewCsv("")).toEqual({ ok: false, message: expect.stringContaining("keine Datenzeilen") });
  });

  it("checks 1,000 rows with work in proportion to them, whatever the machine's load", () => {
    const csv = `${header}\n${Array.from({ length: 1000 }, () => good).join("\n")}`;
    const validate = vi.spyOn(propertyInputSchema, "safeParse");
    expect(validCsvRows(preview(csv))).toHaveLength(1000);
    expect(validate).toHaveBeenCalledTimes(1000); // each row checked once, nothing quadratic
    validate.mockRestore();

    // Against a ceiling measured in the same run on the same machine: the work any reader must do
    // (parse the text, validate each row). A busy machine slows both alike.
    const fastest = (work: () => void) =>
      Math.min(
        ...Array.from({ length: 3 }, () => {
          const started = performance.now();
          work();
          return performance.now() - started;
        }),
      );
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    const baseline = fastest(() => {
      parse(csv, { columns: true });
      for (const record of records) propertyInputSchema.safeParse({ ...record, price: 1450, size: 78, rooms: 2.5 });
    });
    const elapsed = fastest(() => previewCsv(csv));
    expect(elapsed).toBeLessThan(6 * baseline + 50);
  });
});
