import { describe, expect, it } from "vitest";
import {
  countActiveFilters,
  emptyListFilter,
  initialSliderRange,
  listFilterHref,
  parseListFilter,
} from "./list-filter";

describe("parseListFilter", () => {
  it("reads every filter from the query string", () => {
    expect(
      parseListFilter("?type=house&transactionType=buy&city=Berlin%20Mitte&minPrice=100000&maxPrice=900000"),
    ).toEqual({
      type: "house",
      transactionType: "buy",
      city: "Berlin Mitte",
      minPrice: "100000",
      maxPrice: "900000",
    });
  });

  it("falls back to 'all' and empty values for missing or unknown entries", () => {
    expect(parseListFilter("")).toEqual(emptyListFilter);
    expect(parseListFilter("type=castle&transactionType=lease&minPrice=abc&maxPrice=-5")).toEqual(emptyListFilter);
  });
});

describe("listFilterHref", () => {
  it("is the bare list path when nothing is set", () => {
    expect(listFilterHref(emptyListFilter)).toBe("/properties");
    expect(listFilterHref({ ...emptyListFilter, city: "  " })).toBe("/properties");
  });

  it("writes only the set values that are not 'all'", () => {
    expect(listFilterHref({ ...emptyListFilter, transactionType: "rent", city: " Pankow ", maxPrice: "2000" })).toBe(
      "/properties?transactionType=rent&city=Pankow&maxPrice=2000",
    );
  });

  it("round-trips through parseListFilter", () => {
    const values = {
      type: "new",
      transactionType: "buy",
      city: "Köpenick",
      minPrice: "0",
      maxPrice: "750000",
    } as const;
    expect(parseListFilter(listFilterHref(values).split("?")[1])).toEqual(values);
  });
});

describe("countActiveFilters", () => {
  it("counts the values that reach the URL", () => {
    expect(countActiveFilters(emptyListFilter)).toBe(0);
    expect(countActiveFilters({ ...emptyListFilter, type: "house", minPrice: "0" })).toBe(2);
  });
});

describe("initialSliderRange", () => {
  it("spans the whole slider without prices", () => {
    expect(initialSliderRange({ minPrice: "", maxPrice: "" })).toEqual([0, 5_000_000]);
  });

  it("snaps prices to the 10,000 € steps and clamps them to the slider", () => {
    expect(initialSliderRange({ minPrice: "123456", maxPrice: "9000000" })).toEqual([120_000, 5_000_000]);
  });

  it("keeps the thumbs in order", () => {
    expect(initialSliderRange({ minPrice: "800000", maxPrice: "200000" })).toEqual([200_000, 800_000]);
  });
});
