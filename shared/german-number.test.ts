import { describe, expect, it } from "vitest";
import { parseGermanNumber } from "./german-number";

describe("parseGermanNumber", () => {
  it.each([
    ["1.290", 1290],
    ["3.870", 3870],
    ["1.290,50", 1290.5],
    ["84,5", 84.5],
    ["1.250.000", 1_250_000],
    [" 1.250,75 € ", 1250.75],
    ["84,5 m²", 84.5],
    ["142 kWh/(m²·a)", 142],
    ["2.5", 2.5],
    ["84.55", 84.55],
    ["1890", 1890],
    ["-1", -1],
  ])("reads %s as %d", (typed, value) => {
    expect(parseGermanNumber(typed)).toBe(value);
  });

  it("answers null for nothing and NaN for text that is no number", () => {
    expect(parseGermanNumber("")).toBeNull();
    expect(parseGermanNumber("  ")).toBeNull();
    expect(parseGermanNumber("abc")).toBeNaN();
    expect(parseGermanNumber("8,4,5")).toBeNaN();
    expect(parseGermanNumber("1.2.3,4")).toBeNaN();
    expect(parseGermanNumber("12.34.567")).toBeNaN();
  });
});
