import { describe, expect, it } from "vitest";
import { applicationErasesAt, periodInWords } from "./retention";

describe("retention", () => {
  it("names periods in the case the sentence needs", () => {
    expect(periodInWords(180)).toBe("6 Monate");
    expect(periodInWords(365)).toBe("ein Jahr");
    expect(periodInWords(730, "dative")).toBe("2 Jahren");
    expect(periodInWords(30, "dative")).toBe("einem Monat");
    expect(periodInWords(45)).toBe("45 Tage");
  });

  it("erases an application after the earlier of its two clocks, and never while neither runs", () => {
    const rejectedAt = new Date("2026-01-10T00:00:00Z");
    const listingClosedAt = new Date("2026-01-01T00:00:00Z");
    expect(applicationErasesAt({ rejectedAt: null, listingClosedAt: null }, 180)).toBeNull();
    expect(applicationErasesAt({ rejectedAt, listingClosedAt: null }, 180)?.toISOString()).toBe(
      "2026-07-09T00:00:00.000Z",
    );
    expect(applicationErasesAt({ rejectedAt, listingClosedAt }, 180)?.toISOString()).toBe("2026-06-30T00:00:00.000Z");
  });
});
