import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatColdRent,
  formatDate,
  formatDecimal,
  formatFileSize,
  formatListingPrice,
  formatMonthly,
  formatNumber,
  formatPrice,
  formatRooms,
  pricePerSqm,
} from "./format";

const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("formats euros in German with a thousands dot and no decimals", () => {
    expect(formatPrice(1450)).toBe(`1.450${nbsp}€`);
    expect(formatPrice(1250000)).toBe(`1.250.000${nbsp}€`);
    expect(formatPrice(950)).toBe(`950${nbsp}€`);
  });

  it("rounds cents away instead of showing decimals", () => {
    expect(formatPrice(1450.6)).toBe(`1.451${nbsp}€`);
  });
});

describe("formatListingPrice", () => {
  it("adds /Monat to every rent and nothing to a purchase price", () => {
    expect(formatListingPrice(1450, "rent")).toBe(`1.450${nbsp}€/Monat`);
    expect(formatListingPrice(685000, "buy")).toBe(`685.000${nbsp}€`);
  });
});

describe("formatRooms", () => {
  it("uses a decimal comma for half rooms", () => {
    expect(formatRooms(2.5)).toBe("2,5");
  });

  it("shows whole rooms without decimals", () => {
    expect(formatRooms(3)).toBe("3");
    expect(formatRooms(1)).toBe("1");
  });
});

describe("formatArea", () => {
  it("appends square metres with German grouping", () => {
    expect(formatArea(78)).toBe(`78${nbsp}m²`);
    expect(formatArea(1250)).toBe(`1.250${nbsp}m²`);
  });
  it("shows up to two decimals with a decimal comma", () => {
    expect(formatArea(84.5)).toBe(`84,5${nbsp}m²`);
    expect(formatArea(1250.75)).toBe(`1.250,75${nbsp}m²`);
  });
});

describe("formatDate", () => {
  it("writes the German long form", () => {
    expect(formatDate(new Date("2026-11-21T10:00:00Z"))).toBe("21. November 2026");
  });

  it("accepts ISO strings as the API sends them", () => {
    expect(formatDate("2026-03-05T08:30:00.000Z")).toBe("5. März 2026");
  });

  it("uses Berlin time, so a late-evening UTC timestamp is already the next day", () => {
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("1. Januar 2027");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate("kein Datum")).toBe("");
  });
});

describe("pricePerSqm", () => {
  it("divides price by size and rounds to whole euros", () => {
    expect(pricePerSqm(685000, 96)).toBe(7135);
    expect(pricePerSqm(1000, 3)).toBe(333);
  });

  it("returns null when the size is not positive", () => {
    expect(pricePerSqm(1000, 0)).toBeNull();
    expect(pricePerSqm(1000, -5)).toBeNull();
  });
});

describe("formatMonthly and formatColdRent", () => {
  it("writes a monthly amount with /Monat and the card's Kaltmiete with 'kalt'", () => {
    expect(formatMonthly(1785)).toBe(`1.785${nbsp}€/Monat`);
    expect(formatColdRent(1450)).toBe(`1.450${nbsp}€ kalt`);
  });
});

describe("formatDecimal", () => {
  it("keeps one decimal with a comma", () => {
    expect(formatDecimal(118.44)).toBe("118,4");
    expect(formatDecimal(28)).toBe("28");
  });
});

describe("formatNumber", () => {
  it("writes every number as Intl.NumberFormat de-DE does, with 0, 1 and 2 decimals", () => {
    const values = [0, -0, 0.5, -0.5, 1.005, 2.345, 999.995, 1450, -1450.5, 1_234_567.891, 10_000_000, 84.5, 2.04];
    for (let i = 0; i < 3000; i++) values.push(Math.round((Math.random() - 0.2) * 10 ** (1 + (i % 8)) * 1000) / 1000);
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat("de-DE", { maximumFractionDigits: digits });
      for (const value of values)
        expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(intl.format(value));
    }
  });

  it("gives prices the euro sign after a no-break space", () => {
    expect(formatPrice(1_234_567)).toBe("1.234.567\u00a0€");
    expect(formatPrice(-1450.5)).toBe("-1.451\u00a0€");
  });
});

describe("formatFileSize", () => {
  it("names bytes, kilobytes, megabytes and gigabytes as people read them", () => {
    expect(formatFileSize(850)).toBe("850\u00a0Byte");
    expect(formatFileSize(2048)).toBe("2\u00a0KB");
    expect(formatFileSize(12_345_678)).toBe("11,8\u00a0MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3\u00a0GB");
  });
});
