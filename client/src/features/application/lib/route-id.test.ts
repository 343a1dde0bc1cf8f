import { describe, expect, it } from "vitest";
import { parseRouteId } from "./route-id";

describe("the property id in /application/{id}", () => {
  it("accepts positive integers only", () => {
    expect(parseRouteId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-3", "12abc", "1e3", "1.5", "0012", "9999999999"])
      expect(parseRouteId(bad)).toBeUndefined();
  });
});
