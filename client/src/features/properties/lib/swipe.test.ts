import { describe, expect, it } from "vitest";
import { swipeStep, swipeThreshold } from "./swipe";

describe("swipeStep", () => {
  it("turns to the next slide on a drag to the left and back on a drag to the right", () => {
    expect(swipeStep(-120, 10, 335)).toBe(1);
    expect(swipeStep(120, -10, 335)).toBe(-1);
  });
  it("stays on short drags and on vertical ones (scrolling the page)", () => {
    expect(swipeStep(-20, 0, 335)).toBe(0);
    expect(swipeStep(-90, 140, 335)).toBe(0);
  });
  it("asks for 15 % of the gallery's width, between 30 and 80 px", () => {
    expect(swipeThreshold(335)).toBeCloseTo(50.25);
    expect(swipeThreshold(100)).toBe(30);
    expect(swipeThreshold(1200)).toBe(80);
  });
});
