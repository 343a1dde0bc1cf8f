import { describe, expect, it } from "vitest";
import {
  availabilityLabel,
  descriptionParagraphs,
  detailMetaDescription,
  detailPrice,
  parsePropertyId,
} from "./property-detail";

const nbsp = "\u00a0";

describe("parsePropertyId", () => {
  it("accepts positive integers only", () => {
    expect(parsePropertyId("42")).toBe(42);
    for (const raw of [undefined, "", "0", "-3", "12abc", "1.5", "abc"]) expect(parsePropertyId(raw)).toBeUndefined();
  });
});

describe("availabilityLabel", () => {
  it("is 'Reserviert' for reserved properties and 'Sofort' otherwise", () => {
    expect(availabilityLabel({ status: "reserved" })).toBe("Reserviert");
    expect(availabilityLabel({ status: "active" })).toBe("Sofort");
    expect(availabilityLabel({ status: "hidden" })).toBe("Sofort");
  });
});

describe("detailPrice", () => {
  it("shows rent per month", () => {
    expect(detailPrice({ transactionType: "rent", price: 1450, size: 78 })).toEqual({
      amount: `1.450${nbsp}€/Monat`,
      perSqm: null,
    });
  });

  it("shows the purchase price with the rounded price per m²", () => {
    expect(detailPrice({ transactionType: "buy", price: 685_000, size: 78 })).toEqual({
      amount: `685.000${nbsp}€`,
      perSqm: `8.782${nbsp}€/m²`,
    });
  });
});

describe("descriptionParagraphs", () => {
  it("splits at line breaks and drops blank lines", () => {
    expect(descriptionParagraphs("Erster Absatz.\r\n\n  Zweiter Absatz.  \nDritter.")).toEqual([
      "Erster Absatz.",
      "Zweiter Absatz.",
      "Dritter.",
    ]);
  });
});

describe("detailMetaDescription", () => {
  it("keeps short descriptions as they are, on one line", () => {
    expect(detailMetaDescription("Helle Wohnung.\nMit Balkon.")).toBe("Helle Wohnung. Mit Balkon.");
  });

  it("cuts after 150 characters and adds an ellipsis", () => {
    const text = "a".repeat(200);
    expect(detailMetaDescription(text)).toBe(`${"a".repeat(150)}...`);
  });
});
