import { describe, expect, it } from "vitest";
import { activePropertyFilter, propertiesQueryKey, propertiesUrl } from "./use-properties";

describe("activePropertyFilter", () => {
  it("keeps only set values and drops 'all'", () => {
    expect(
      activePropertyFilter({ type: "all", transactionType: "rent", city: " ", minPrice: "", maxPrice: 500000 }),
    ).toEqual({
      transactionType: "rent",
      maxPrice: "500000",
    });
  });

  it("sends isHighlight only when true", () => {
    expect(activePropertyFilter({ isHighlight: true })).toEqual({ isHighlight: "true" });
    expect(activePropertyFilter({ isHighlight: false })).toEqual({});
  });
});

describe("propertiesQueryKey", () => {
  it("is the bare list URL without filters", () => {
    expect(propertiesQueryKey()).toEqual(["/api/properties"]);
    expect(propertiesQueryKey({ type: "all" })).toEqual(["/api/properties"]);
  });

  it("holds only the set values, which the fetcher sends as query string", () => {
    expect(propertiesQueryKey({ city: "Berlin Mitte", type: "house" })).toEqual([
      "/api/properties",
      { city: "Berlin Mitte", type: "house" },
    ]);
    expect(propertiesUrl({ city: "Berlin Mitte", type: "house" })).toBe("/api/properties?city=Berlin+Mitte&type=house");
    expect(propertiesUrl({ isHighlight: true })).toBe("/api/properties?isHighlight=true");
    expect(propertiesUrl({ type: "all" })).toBe("/api/properties");
  });
});
