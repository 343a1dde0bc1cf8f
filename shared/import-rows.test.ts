import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { propertyInputSchema } from "./validation/property";
import { jsonImportRows } from "./import-rows";
import { readCsvFile } from "./imports/csv-file";

const header = "title,type,transactionType,price,size,rooms,address,city,description,images,isHighlight,status";
function rowsOf(csv: string) {
  const result = readCsvFile(csv, parse);
  if (!result.ok) throw new Error(result.message);
  return result.file.rows.map((row) => row.property);
}

describe("CSV import rows", () => {
  it("reads quoted commas, umlauts, numbers and ;-separated images, with a UTF-8 BOM", () => {
    const csv = `\uFEFF${header}\n"Wohnung, hell und ruhig",apartment,rent,1450,78,2.5,Görlitzer Straße 3,Berlin-Kreuzberg,"Schöne Wohnung, großer Balkon, ruhige Lage.",https://a.de/1.jpg; https://a.de/2.jpg,true,reserved`;
    expect(rowsOf(csv)).toEqual([
      {
        title: "Wohnung, hell und ruhig",
        type: "apartment",
        transactionType: "rent",
        price: 1450,
        size: 78,
        rooms: 2.5,
        address: "Görlitzer Straße 3",
        city: "Berlin-Kreuzberg",
        description: "Schöne Wohnung, großer Balkon, ruhige Lage.",
        images: ["https://a.de/1.jpg", "https://a.de/2.jpg"],
        isHighlight: true,
        status: "reserved",
      },
    ]);
  });

  it("counts only the exact text true as a highlight and defaults the status to active", () => {
    const csv = `${header}\nA,apartment,rent,1,1,1,a,b,c,,TRUE,\nB,apartment,rent,1,1,1,a,b,c,,yes,`;
    expect(rowsOf(csv).map((r) => [r.isHighlight, r.status])).toEqual([
      [false, "active"],
      [false, "active"],
    ]);
  });

  it("leaves an empty number empty, so validation names the field", () => {
    const [row] = rowsOf(
      `${header}\nHelle Wohnung,apartment,rent,,78,2,Torstraße 1,Berlin,Eine schöne helle Wohnung in Mitte.,,false,`,
    );
    expect(row.price).toBeUndefined();
    const result = propertyInputSchema.safeParse(row);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["price"]);
  });

  it("reports a missing column as a missing field", () => {
    const [row] = rowsOf("title,type,transactionType,price\nHelle Wohnung,apartment,rent,900");
    const paths = propertyInputSchema.safeParse(row).error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["size", "rooms", "address", "city", "description"]));
  });

  it("wraps a single JSON object into a list", () => {
    expect(jsonImportRows({ title: "x" })).toEqual([{ title: "x" }]);
    expect(jsonImportRows([1, 2])).toEqual([1, 2]);
  });
});
