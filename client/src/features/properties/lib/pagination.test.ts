import { describe, expect, it } from "vitest";
import { pageCount, pageItems } from "./pagination";

const shown = (current: number, last: number) =>
  pageItems(current, last)
    .map((item) => (item.kind === "gap" ? "…" : String(item.page)))
    .join(" ");

describe("page links", () => {
  it("counts pages of 24, at least one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(5000, 24)).toBe(209);
  });

  it("shows the first, the last, the current page and its neighbours, with gaps for two or more pages", () => {
    expect(shown(1, 1)).toBe("1");
    expect(shown(1, 5)).toBe("1 2 … 5");
    expect(shown(3, 5)).toBe("1 2 3 4 5");
    expect(shown(10, 209)).toBe("1 … 9 10 11 … 209");
    expect(shown(209, 209)).toBe("1 … 208 209");
    // A single left-out page is shown rather than a gap.
    expect(shown(4, 9)).toBe("1 2 3 4 5 … 9");
  });

  it("marks the neighbours that narrow screens leave out", () => {
    const neighbours = pageItems(10, 209).flatMap((item) =>
      item.kind === "page" && item.neighbour ? [item.page] : [],
    );
    expect(neighbours).toEqual([9, 11]);
  });
});
