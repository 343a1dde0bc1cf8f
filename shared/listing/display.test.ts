import { describe, expect, it } from "vitest";
import { availabilityText, formatFloor, listingFacts } from "./facts";
import { buyerCommissionText, listingCosts } from "./cost-table";
import { energyFacts } from "./energy-facts";
import { listingDescription, listingKeyFacts } from "./summary";
import type { ListingView } from "./view";

const nbsp = "\u00a0";

// A rent listing as the API answers it, every detail entered.
const flat = {
  transactionType: "rent",
  type: "apartment",
  status: "active",
  price: 1450,
  size: 84.5,
  rooms: 2.5,
  bedrooms: 1,
  bathrooms: 1,
  usableArea: null,
  plotSize: null,
  floor: 3,
  floors: 5,
  yearBuilt: 1905,
  condition: "well_kept",
  heatingType: "district",
  availableFrom: null,
  serviceCharges: 240,
  heatingCosts: 95,
  heatingIncluded: false,
  totalRent: 1785,
  deposit: 4350,
  buyerCommission: null,
  commissionFree: false,
  address: "Kastanienallee 42",
  postalCode: "10435",
  district: "Prenzlauer Berg",
  city: "Berlin",
  description: "Charmante Altbauwohnung mit Stuck.\n\nRuhig zum Hof gelegen.",
  energyCertificate: {
    status: "available",
    type: "consumption",
    value: 118.4,
    includesHotWater: true,
    primarySource: "district_heating",
    efficiencyClass: "D",
    yearBuilt: null,
    validUntil: "2034-05-12",
  },
} satisfies Partial<ListingView>;

const byLabel = (facts: { label: string; value: string }[]) =>
  Object.fromEntries(facts.map(({ label, value }) => [label, value]));

describe("formatFloor", () => {
  it("names the ground floor, upper and lower floors, with the building's floors when known", () => {
    expect(formatFloor(0)).toBe("Erdgeschoss");
    expect(formatFloor(3)).toBe("3. OG");
    expect(formatFloor(3, 5)).toBe("3. OG von 5");
    expect(formatFloor(-1)).toBe("1. UG");
  });
});

describe("availabilityText", () => {
  const today = "2026-11-27";
  it("is 'Sofort' without a date or once the date has come, the date before", () => {
    expect(availabilityText({ status: "active", availableFrom: null }, today)).toBe("Sofort");
    expect(availabilityText({ status: "active", availableFrom: "2026-11-27" }, today)).toBe("Sofort");
    expect(availabilityText({ status: "active", availableFrom: "2027-03-01" }, today)).toBe("1. März 2027");
  });
  it("stays 'Reserviert' while reserved, whatever the date", () => {
    expect(availabilityText({ status: "reserved", availableFrom: "2027-03-01" }, today)).toBe("Reserviert");
    expect(availabilityText({ status: "reserved", availableFrom: null }, today)).toBe("Reserviert");
  });
});

describe("listingFacts", () => {
  it("states every entered fact in words and leaves out the empty ones", () => {
    expect(byLabel(listingFacts(flat, "2026-11-27"))).toEqual({
      Objektart: "Wohnung",
      Wohnfläche: `84,5${nbsp}m²`,
      Zimmer: "2,5",
      Schlafzimmer: "1",
      Badezimmer: "1",
      Etage: "3. OG von 5",
      Baujahr: "1905",
      Zustand: "Gepflegt",
      Heizungsart: "Fernwärme",
      "Verfügbar ab": "Sofort",
    });
  });
  it("counts a house's floors and measures commercial space in 'Fläche' and 'Räume'", () => {
    const house = { ...flat, type: "house" as const, floor: null, floors: 2, plotSize: 820, usableArea: 40.25 };
    expect(byLabel(listingFacts(house))).toMatchObject({
      Etagen: "2",
      Grundstücksfläche: `820${nbsp}m²`,
      Nutzfläche: `40,25${nbsp}m²`,
    });
    expect(byLabel(listingFacts({ ...flat, type: "commercial", floor: 0 }))).toMatchObject({
      Fläche: `84,5${nbsp}m²`,
      Räume: "2,5",
      Etage: "Erdgeschoss von 5",
    });
  });
});

describe("listingCosts", () => {
  it("lists a rental's Kaltmiete, Nebenkosten, Heizkosten, Warmmiete, Kaution, each monthly amount with /Monat", () => {
    expect(listingCosts(flat)).toEqual([
      { key: "price", label: "Kaltmiete", value: `1.450${nbsp}€/Monat` },
      { key: "serviceCharges", label: "Nebenkosten", value: `240${nbsp}€/Monat` },
      { key: "heatingCosts", label: "Heizkosten", value: `95${nbsp}€/Monat` },
      { key: "totalRent", label: "Warmmiete", value: `1.785${nbsp}€/Monat`, total: true },
      { key: "deposit", label: "Kaution", value: `4.350${nbsp}€` },
      { key: "commission", label: "Provision", value: "Provisionsfrei für Mieter" },
    ]);
  });
  it("says when heating is part of the service charges and leaves out what is not known", () => {
    const rows = listingCosts({ ...flat, heatingIncluded: true, heatingCosts: null, deposit: null });
    expect(byLabel(rows)).toMatchObject({ Heizkosten: "in den Nebenkosten enthalten" });
    expect(rows.map((r) => r.key)).not.toContain("deposit");
  });
  it("shows a purchase's Kaufpreis, price per m² and the buyer's commission or 'Provisionsfrei'", () => {
    const sale = { ...flat, transactionType: "buy" as const, price: 685_000, size: 78, totalRent: null };
    expect(byLabel(listingCosts({ ...sale, buyerCommission: "3,57 % inkl. MwSt." }))).toEqual({
      Kaufpreis: `685.000${nbsp}€`,
      "Preis pro m²": `8.782${nbsp}€/m²`,
      Käuferprovision: "3,57 % inkl. MwSt.",
    });
    expect(byLabel(listingCosts({ ...sale, commissionFree: true })).Käuferprovision).toBe("Provisionsfrei");
    expect(buyerCommissionText({ commissionFree: false, buyerCommission: "  " })).toBeNull();
  });
});

describe("energyFacts", () => {
  it("states every §87 value of a residential certificate in words and marks it on the scale", () => {
    const result = energyFacts(flat);
    expect(result).toMatchObject({ kind: "values", scale: { value: 118.4, efficiencyClass: "D" } });
    if (result.kind !== "values") throw new Error("values expected");
    expect(byLabel(result.facts)).toEqual({
      "Art des Energieausweises": "Verbrauchsausweis",
      Endenergieverbrauch: `118,4${nbsp}kWh/(m²·a) inkl. Warmwasser`,
      "Wesentlicher Energieträger": "Fernwärme",
      Baujahr: "1905",
      Energieeffizienzklasse: "D",
      "Gültig bis": "12. Mai 2034",
    });
  });
  it("gives a commercial building its heat and electricity values and no class scale", () => {
    const result = energyFacts({
      type: "commercial",
      yearBuilt: 1910,
      energyCertificate: {
        status: "available",
        type: "demand",
        heatValue: 112,
        electricityValue: 38,
        primarySource: "gas",
      },
    });
    expect(result).toMatchObject({ kind: "values", scale: null });
    if (result.kind !== "values") throw new Error("values expected");
    expect(byLabel(result.facts)).toEqual({
      "Art des Energieausweises": "Bedarfsausweis",
      "Energiekennwert Wärme": `112${nbsp}kWh/(m²·a)`,
      "Energiekennwert Strom": `38${nbsp}kWh/(m²·a)`,
      "Wesentlicher Energieträger": "Gas",
      Baujahr: "1910",
    });
  });
  it("says when the certificate is shown at the viewing or not required, and nothing without data", () => {
    expect(energyFacts({ ...flat, energyCertificate: { status: "at_viewing" } })).toEqual({
      kind: "notice",
      text: "Energieausweis liegt zur Besichtigung vor",
    });
    expect(energyFacts({ ...flat, energyCertificate: { status: "not_required" } })).toMatchObject({
      kind: "notice",
      text: expect.stringContaining("Kein Energieausweis erforderlich"),
    });
    expect(energyFacts({ ...flat, energyCertificate: null })).toEqual({ kind: "none" });
  });
});

describe("listingKeyFacts and listingDescription", () => {
  it("puts Kaltmiete, Warmmiete, m², rooms and place on one line, never the street", () => {
    expect(listingKeyFacts(flat)).toBe(
      `Kaltmiete 1.450${nbsp}€/Monat · Warmmiete 1.785${nbsp}€/Monat · 84,5${nbsp}m² · 2,5 Zimmer · 10435 Berlin, Prenzlauer Berg`,
    );
    expect(listingKeyFacts({ ...flat, transactionType: "buy", price: 685_000, totalRent: null })).toBe(
      `Kaufpreis 685.000${nbsp}€ · 84,5${nbsp}m² · 2,5 Zimmer · 10435 Berlin, Prenzlauer Berg`,
    );
  });
  it("continues with the description on one line and stops at 200 characters", () => {
    expect(listingDescription(flat)).toBe(
      `${listingKeyFacts(flat)}. Charmante Altbauwohnung mit Stuck. Ruhig zum Hof gelegen.`,
    );
    const long = listingDescription({ ...flat, description: "Sehr lange Beschreibung. ".repeat(20) });
    expect(long.length).toBeLessThanOrEqual(203);
    expect(long.endsWith("...")).toBe(true);
    expect(long).not.toContain("Kastanienallee");
  });
});
