import { describe, expect, it } from "vitest";
import { efficiencyClassFor, efficiencyClassRange } from "./energy";
import { totalRentOf } from "./costs";
import { missingForPublication } from "./publishing";
import { formatLocation } from "./location";

describe("efficiency classes", () => {
  it("places a final energy value in its GEG class", () => {
    expect(efficiencyClassFor(12)).toBe("A+");
    expect(efficiencyClassFor(30)).toBe("A");
    expect(efficiencyClassFor(129.9)).toBe("D");
    expect(efficiencyClassFor(250)).toBe("H");
  });
  it("says each class's range in words", () => {
    expect(efficiencyClassRange("A+")).toBe("unter 30");
    expect(efficiencyClassRange("D")).toBe("100 bis unter 130");
    expect(efficiencyClassRange("H")).toBe("ab 250");
  });
});

describe("totalRentOf", () => {
  it("adds service charges and heating to the rent, heating only when not included", () => {
    expect(totalRentOf({ transactionType: "rent", price: 1000, serviceCharges: 200, heatingCosts: 80 })).toBe(1280);
    expect(
      totalRentOf({
        transactionType: "rent",
        price: 1000,
        serviceCharges: 200,
        heatingCosts: 80,
        heatingIncluded: true,
      }),
    ).toBe(1200);
  });
  it("has none for a purchase or unknown service charges", () => {
    expect(totalRentOf({ transactionType: "buy", price: 500_000, serviceCharges: 300 })).toBeNull();
    expect(totalRentOf({ transactionType: "rent", price: 1000, serviceCharges: null })).toBeNull();
  });
});

describe("missingForPublication", () => {
  const complete = {
    status: "active",
    type: "apartment",
    transactionType: "rent",
    serviceCharges: 0,
    energyCertificate: {
      status: "available",
      type: "demand",
      value: 80,
      primarySource: "gas",
      efficiencyClass: "C",
      yearBuilt: 1998,
    },
  } as const;

  it("finds nothing missing in a complete listing (zero service charges are an answer)", () => {
    expect(missingForPublication(complete)).toEqual([]);
  });
  it("takes the listing's year of construction when the certificate has none", () => {
    const certificate = { ...complete.energyCertificate, yearBuilt: null };
    expect(missingForPublication({ ...complete, yearBuilt: 1998, energyCertificate: certificate })).toEqual([]);
    expect(missingForPublication({ ...complete, energyCertificate: certificate }).map((m) => m.path)).toEqual([
      "energyCertificate.yearBuilt",
    ]);
  });
  it("asks a purchase for no service charges", () => {
    expect(missingForPublication({ ...complete, transactionType: "buy", serviceCharges: null })).toEqual([]);
  });
});

describe("formatLocation", () => {
  it("names street, postal code, city and district, and leaves out what is not shown", () => {
    const listing = { address: "Knaackstraße 12", postalCode: "10405", district: "Prenzlauer Berg", city: "Berlin" };
    expect(formatLocation(listing)).toBe("Knaackstraße 12, 10405 Berlin, Prenzlauer Berg");
    expect(formatLocation({ ...listing, address: null })).toBe("10405 Berlin, Prenzlauer Berg");
    expect(formatLocation({ address: "Am See 1", city: "Berlin-Wannsee", district: "Wannsee" })).toBe(
      "Am See 1, Berlin-Wannsee",
    );
  });
});
