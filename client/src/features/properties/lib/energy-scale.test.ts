import { describe, expect, it } from "vitest";
import { efficiencyClassColors, efficiencyClassTextColors, markOnScale, scaleSegments } from "./energy-scale";

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe("scaleSegments", () => {
  it("splits the scale into nine equal classes from A+ to H with their GEG value ranges", () => {
    expect(scaleSegments.map((s) => s.efficiencyClass)).toEqual(["A+", "A", "B", "C", "D", "E", "F", "G", "H"]);
    expect(scaleSegments[0]).toMatchObject({ start: 0, from: 0, to: 30 });
    expect(scaleSegments[4]).toMatchObject({ from: 100, to: 130 });
    expect(scaleSegments[8]).toMatchObject({ end: 1, from: 250 });
  });
});

describe("markOnScale", () => {
  it("places a value inside its class's segment in proportion to the range", () => {
    // D spans 100–130 and is the fifth of nine segments.
    const mark = markOnScale({ value: 115, efficiencyClass: "D" })!;
    expect(mark.efficiencyClass).toBe("D");
    expect(mark.position).toBeCloseTo((4 + 0.5) / 9);
    expect(markOnScale({ value: 128, efficiencyClass: "D" })!.position).toBeCloseTo((4 + 0.9) / 9);
  });
  it("keeps the mark in the stated class when the value points elsewhere, and finds the class of a bare value", () => {
    expect(markOnScale({ value: 20, efficiencyClass: "C" })!.position).toBeCloseTo(3.5 / 9);
    expect(markOnScale({ value: 400, efficiencyClass: null })).toMatchObject({ efficiencyClass: "H" });
    expect(markOnScale({ value: null, efficiencyClass: "A+" })!.position).toBeCloseTo(0.5 / 9);
    expect(markOnScale({ value: null, efficiencyClass: null })).toBeNull();
  });
});

describe("efficiencyClassTextColors", () => {
  it("puts text on every class colour with at least 4.5:1 contrast", () => {
    for (const [efficiencyClass, colour] of Object.entries(efficiencyClassColors)) {
      const text = efficiencyClassTextColors[efficiencyClass as keyof typeof efficiencyClassColors];
      expect(contrast(colour, text), efficiencyClass).toBeGreaterThanOrEqual(4.5);
    }
  });
});
