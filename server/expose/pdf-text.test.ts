import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";

describe("pdfText", () => {
  it("keeps German text, euro sign, dashes and quotes as they are", () => {
    const text = "Größe 84,5\u00a0m² · Kaltmiete 1.450\u00a0€ – „Außenbereich“ ß Ü";
    expect(pdfText(text)).toBe(text);
  });

  it("replaces look-alikes the standard fonts lack and drops signs they cannot show", () => {
    expect(pdfText("1\u202f450 € \u2212 5 🏠 Süd")).toBe("1\u00a0450 € - 5  Süd");
    expect(pdfText("Zeile 1\nZeile 2")).toBe("Zeile 1\nZeile 2");
  });
});
