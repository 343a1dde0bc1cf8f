import { describe, expect, it } from "vitest";
import { emptyApplicationValues } from "./form-values";
import { displayIncome, displayIsoDate, summarySections } from "./summary";

describe("the summary in step 6", () => {
  it("formats income and move-in date the German way", () => {
    expect(displayIncome("3800")).toBe("3.800\u00a0€");
    expect(displayIncome("3.800")).toBe("3.800\u00a0€");
    expect(displayIncome("")).toBe("–");
    expect(displayIsoDate("2026-05-01")).toBe("1. Mai 2026");
    expect(displayIsoDate("")).toBe("–");
  });

  it("lists steps 1–5 with roommates and document names", () => {
    const sections = summarySections(
      { ...emptyApplicationValues, name: "Anna", roommates: ["Max", "Lena"] },
      { idCard: "ausweis.png" },
    );
    expect(sections.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(sections[0].rows[0]).toEqual({ label: "Vollständiger Name", value: "Anna" });
    expect(sections[3].rows[0].value).toBe("Max, Lena");
    expect(sections[4].rows).toEqual([
      { label: "Personalausweis", value: "ausweis.png" },
      { label: "Lohnabrechnung", value: "Nicht hochgeladen" },
    ]);
    expect(summarySections(emptyApplicationValues, {})[3].rows[0].value).toBe("Keine");
  });
});
