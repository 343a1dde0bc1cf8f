import { describe, expect, it } from "vitest";
import { columnForHeader } from "@shared/imports/csv-columns";
import { germanColumns } from "./german-columns";

describe("the German column reference", () => {
  it("names only headers the reader knows, each once, and the Excel headers agencies use", () => {
    const columns = germanColumns();
    const named = columns.flatMap((c) => [c.header, ...c.alternatives]);
    for (const header of named) expect(columnForHeader(header), header).toBeDefined();
    expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
    expect(columns.map((c) => c.header)).toEqual(
      expect.arrayContaining(["Titel", "Kaltmiete", "Kaufpreis", "Nebenkosten", "Wohnfläche", "Zimmer", "Balkon"]),
    );
    expect(columns.find((c) => c.header === "Balkon")?.values).toBe("ja oder nein");
  });
});
