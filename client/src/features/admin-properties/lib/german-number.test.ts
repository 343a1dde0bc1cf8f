import { describe, expect, it } from "vitest";
import { formatGermanNumber, parseGermanNumber } from "./german-number";

describe("parseGermanNumber", () => {
  it("reads the decimal comma, thousands dots and a lone decimal point", () => {
    expect(parseGermanNumber("1.290")).toBe(1290);
    expect(parseGermanNumber("3.870")).toBe(3870);
    expect(parseGermanNumber("1.290,50")).toBe(1290.5);
    expect(parseGermanNumber("84,5")).toBe(84.5);
    expect(parseGermanNumber(" 1.250,75 € ")).toBe(1250.75);
    expect(parseGermanNumber("1.250.000")).toBe(1_250_000);
    expect(parseGermanNumber("2.5")).toBe(2.5);
    expect(parseGermanNumber("1890")).toBe(1890);
    expect(parseGermanNumber("-1")).toBe(-1);
  });

  it("answers null for nothing and NaN for text that is no number", () => {
    expect(parseGermanNumber("")).toBeNull();
    expect(parseGermanNumber("  ")).toBeNull();
    expect(parseGermanNumber("abc")).toBeNaN();
    expect(parseGermanNumber("8,4,5")).toBeNaN();
  });
});

describe("formatGermanNumber", () => {
  it("writes decimals with a comma and leaves nothing for no value", () => {
    expect(formatGermanNumber(84.5)).toBe("84,5");
    expect(formatGermanNumber(1_250_000)).toBe("1250000");
    expect(formatGermanNumber(null)).toBe("");
    expect(formatGermanNumber(Number.NaN)).toBe("");
  });
});
