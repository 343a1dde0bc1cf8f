import { describe, expect, it } from "vitest";
import { MAX_ZIP_BYTES } from "@shared/validation/zip-upload";
import { checkZipFile } from "./zip-file";

describe("checkZipFile", () => {
  it("accepts a .zip up to 50 MB, whatever the case of its extension", () => {
    expect(checkZipFile({ name: "export.ZIP", size: MAX_ZIP_BYTES })).toBeNull();
  });

  it("names the problem with the texts the page shows", () => {
    expect(checkZipFile(null)?.title).toBe("Keine Datei ausgewählt");
    expect(checkZipFile({ name: "export.rar", size: 10 })).toEqual({
      title: "Ungültiges Dateiformat",
      message: "Bitte wählen Sie eine ZIP-Datei aus.",
    });
    expect(checkZipFile({ name: "export.zip", size: MAX_ZIP_BYTES + 1 })).toEqual({
      title: "Datei zu groß",
      message: "Die maximale Dateigröße beträgt 50 MB.",
    });
  });
});
