import { describe, expect, it } from "vitest";
import { tidyGermanDate } from "./german-date";

describe("tidying a typed birth date", () => {
  it.each([
    ["14031990", "14.03.1990"],
    ["1.3.1990", "01.03.1990"],
    ["14/03/1990", "14.03.1990"],
    ["14-3-1990", "14.03.1990"],
    [" 14.03.1990 ", "14.03.1990"],
  ])("%s → %s", (typed, tidy) => expect(tidyGermanDate(typed)).toBe(tidy));

  it("leaves what it cannot read for the schema", () => {
    expect(tidyGermanDate("1990-03-14")).toBe("1990-03-14");
    expect(tidyGermanDate("14.3.90")).toBe("14.3.90");
    expect(tidyGermanDate("")).toBe("");
  });
});
