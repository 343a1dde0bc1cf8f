import { describe, expect, it } from "vitest";
import { MAX_ZIP_BYTES, MAX_ZIP_MB, zipTooLargeMessage } from "./zip-upload";

describe("the ZIP import's size limit", () => {
  it("says the limit it enforces", () => {
    expect(zipTooLargeMessage).toBe(`Die maximale Dateigröße beträgt ${MAX_ZIP_MB} MB.`);
    expect(MAX_ZIP_BYTES).toBe(MAX_ZIP_MB * 1024 * 1024);
  });
});
