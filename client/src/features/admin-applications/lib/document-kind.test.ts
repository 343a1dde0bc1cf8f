import { describe, expect, it } from "vitest";
import { documentFileName, documentKind } from "./document-kind";

describe("documentKind", () => {
  it("shows images and PDFs, nothing else", () => {
    expect(documentKind("image/png")).toBe("image");
    expect(documentKind("image/jpeg; charset=binary")).toBe("image");
    expect(documentKind("application/pdf")).toBe("pdf");
    expect(documentKind("application/zip")).toBe("unsupported");
    expect(documentKind("")).toBe("unsupported");
  });
});

describe("documentFileName", () => {
  it("builds a readable file name with the right extension", () => {
    expect(documentFileName("Personalausweis", "Jörg Weiß", 12, "image/png")).toBe(
      "personalausweis-joerg-weiss-12.png",
    );
    expect(documentFileName("Lohnabrechnung", "Anna", 3, "application/pdf")).toBe("lohnabrechnung-anna-3.pdf");
    expect(documentFileName("Datei", "Anna", 3, "application/x-unknown")).toBe("datei-anna-3.bin");
  });
});
