import { describe, expect, it } from "vitest";
import { cardPrice, detailPrice } from "./listing-price";

const nbsp = "\u00a0";
const rent = { transactionType: "rent", price: 1450, size: 84.5, totalRent: 1785 } as const;
const sale = { transactionType: "buy", price: 685_000, size: 78, totalRent: null } as const;

describe("cardPrice", () => {
  it("headlines a rental's Kaltmiete as '… € kalt' with the Warmmiete per month under it", () => {
    expect(cardPrice(rent)).toEqual({
      amount: `1.450${nbsp}€ kalt`,
      note: { label: "Warmmiete", value: `1.785${nbsp}€/Monat` },
    });
  });
  it("leaves the Warmmiete out while the service charges are not known", () => {
    expect(cardPrice({ ...rent, totalRent: null }).note).toBeNull();
  });
  it("headlines a purchase's Kaufpreis with the rounded price per m²", () => {
    expect(cardPrice(sale)).toEqual({
      amount: `685.000${nbsp}€`,
      note: { label: "Preis pro m²", value: `8.782${nbsp}€/m²` },
    });
  });
});

describe("detailPrice", () => {
  it("names the Kaltmiete per month, or the Kaufpreis", () => {
    expect(detailPrice(rent)).toMatchObject({ label: "Kaltmiete", amount: `1.450${nbsp}€/Monat` });
    expect(detailPrice(sale)).toMatchObject({ label: "Kaufpreis", amount: `685.000${nbsp}€` });
  });
});
