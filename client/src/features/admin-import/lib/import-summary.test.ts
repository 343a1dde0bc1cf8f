import { describe, expect, it } from "vitest";
import { describeServerRowError } from "./field-labels";
import { failuresFromResponse, importToast, lineLabel, recordLabel } from "./import-summary";
import { countOutcomes, resultRowsFromResponse } from "./import-results";

describe("import summaries", () => {
  it("turns the server's row errors into German sentences with row numbers", () => {
    const failed = failuresFromResponse([
      { index: 4, message: "type: Ungültiger Immobilientyp" },
      {
        index: 1,
        message: "price: Preis muss angegeben werden; images.0: Ungültige Bildangabe: erlaubt sind http(s)-Adressen",
      },
    ]);
    expect(failed).toEqual([
      {
        label: "Datensatz 2",
        reasons: ["Preis muss angegeben werden", "Bilder: Ungültige Bildangabe: erlaubt sind http(s)-Adressen"],
        sent: true,
      },
      { label: "Datensatz 5", reasons: ["Ungültiger Immobilientyp"], sent: true },
    ]);
    expect(failuresFromResponse([{ index: 0, message: "x" }], () => lineLabel(7))[0].label).toBe("Zeile 7");
  });

  it("keeps messages that are not field errors", () => {
    expect(describeServerRowError("Bild nicht im Archiv gefunden: bilder/a.jpg")).toEqual([
      "Bild nicht im Archiv gefunden: bilder/a.jpg",
    ]);
  });

  it("reports success with the count, and failure when nothing was stored", () => {
    expect(importToast({ imported: 3, failed: [] })).toEqual({
      title: "Import erfolgreich",
      description: "3 Immobilien importiert",
    });
    expect(importToast({ imported: 1, failed: [] }).description).toBe("1 Immobilie importiert");
    expect(importToast({ imported: 3, failed: [{ label: "Datensatz 1", reasons: [], sent: true }] }).description).toBe(
      "3 Immobilien importiert, 1 fehlgeschlagen",
    );
    expect(
      importToast({ imported: 2, failed: [], message: "2 Immobilien wurden erfolgreich importiert." }).description,
    ).toBe("2 Immobilien wurden erfolgreich importiert.");
    expect(importToast({ imported: 0, failed: [{ label: "Datensatz 1", reasons: [], sent: true }] })).toMatchObject({
      variant: "destructive",
      title: "Import fehlgeschlagen",
    });
  });

  it("labels each row's outcome and counts rows stored hidden in the toast", () => {
    const rows = resultRowsFromResponse(
      [
        { index: 0, outcome: "created", id: 7, objectNumber: "SP-1", title: "A", message: "", reasons: [] },
        {
          index: 1,
          outcome: "hidden",
          id: 8,
          objectNumber: "SP-2",
          title: "B",
          message: "",
          reasons: ["Nebenkosten"],
          updatedExisting: true,
        },
        { index: 2, outcome: "refused", message: "", reasons: ["Preis muss angegeben werden"] },
      ],
      recordLabel,
      (index) => ["A", "B", "C"][index],
    );
    expect(rows.map((r) => [r.label, r.outcome, r.title])).toEqual([
      ["Datensatz 1", "created", "A"],
      ["Datensatz 2", "hidden", "B"],
      ["Datensatz 3", "refused", "C"],
    ]);
    expect(countOutcomes(rows)).toEqual({ created: 1, updated: 0, hidden: 1, refused: 1 });
    const failed = [{ label: "Datensatz 3", reasons: [], sent: true }];
    expect(importToast({ imported: 2, failed, rows }).description).toBe(
      "2 Immobilien importiert, 1 fehlgeschlagen, 1 versteckt gespeichert (unvollständig)",
    );
  });
});
