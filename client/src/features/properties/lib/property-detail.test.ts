import { describe, expect, it } from "vitest";
import { descriptionParagraphs, parsePropertyId } from "./property-detail";

describe("parsePropertyId", () => {
  it("accepts positive integers only", () => {
    expect(parsePropertyId("42")).toBe(42);
    for (const raw of [undefined, "", "0", "-3", "12abc", "1.5", "abc"]) expect(parsePropertyId(raw)).toBeUndefined();
  });
});

describe("descriptionParagraphs", () => {
  it("splits at line breaks and drops blank lines", () => {
    expect(descriptionParagraphs("Erster Absatz.\r\n\n  Zweiter Absatz.  \nDritter.")).toEqual([
      "Erster Absatz.",
      "Zweiter Absatz.",
      "Dritter.",
    ]);
  });
});
