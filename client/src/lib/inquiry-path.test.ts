import { describe, expect, it } from "vitest";
import { inquiryPath, inquiryPropertyId } from "./inquiry-path";

describe("the contact page about a listing", () => {
  it("links with the listing's id and reads it back", () => {
    expect(inquiryPath(12)).toBe("/contact?propertyId=12");
    expect(inquiryPropertyId(inquiryPath(12).split("?")[1])).toBe(12);
    expect(inquiryPropertyId("?propertyId=7&utm=x")).toBe(7);
  });

  it("ignores what is no listing id: the form is then the general one", () => {
    for (const search of [
      "",
      "propertyId=",
      "propertyId=abc",
      "propertyId=0",
      "propertyId=-3",
      "propertyId=1e3",
      "propertyId=99999999999",
    ])
      expect(inquiryPropertyId(search), search).toBeUndefined();
  });
});
