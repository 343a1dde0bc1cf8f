import { describe, expect, it } from "vitest";
import { berlinBezirke } from "./berlin-places";
import { placeKey, placeMatch } from "./place-search";
import { distanceKm, hiddenAddressPoint } from "./geo";

describe("Berlin's places", () => {
  it("holds the 12 Bezirke and the official 96 Ortsteile, each with postal codes and a centre in Berlin", () => {
    expect(berlinBezirke).toHaveLength(12);
    const ortsteile = berlinBezirke.flatMap((bezirk) => bezirk.ortsteile);
    expect(ortsteile).toHaveLength(96);
    expect(new Set(ortsteile.map((o) => o.name)).size).toBe(96);
    for (const place of [...berlinBezirke, ...ortsteile]) {
      expect(place.lat, place.name).toBeGreaterThan(52.33);
      expect(place.lat, place.name).toBeLessThan(52.68);
      expect(place.lng, place.name).toBeGreaterThan(13.08);
      expect(place.lng, place.name).toBeLessThan(13.77);
    }
    for (const ortsteil of ortsteile) {
      expect(ortsteil.postalCodes.length, ortsteil.name).toBeGreaterThan(0);
      for (const code of ortsteil.postalCodes) expect(code, ortsteil.name).toMatch(/^1[0-4]\d{3}$/);
    }
    const kreuzberg = ortsteile.find((o) => o.name === "Kreuzberg")!;
    expect(kreuzberg.postalCodes).toEqual(["10961", "10963", "10965", "10967", "10969", "10997", "10999"]);
  });
});

describe("placeKey and placeMatch", () => {
  it("spells umlauts out and ignores case, spaces and hyphens", () => {
    expect(placeKey("Neukölln")).toBe("neukoelln");
    expect(placeKey("NEUKÖLLN")).toBe("neukoelln");
    expect(placeKey("Neuko\u0308lln")).toBe("neukoelln"); // ö as o + combining diaeresis (macOS input)
    expect(placeKey(" Prenzlauer-Berg ")).toBe("prenzlauerberg");
    expect(placeKey("Weißensee")).toBe("weissensee");
  });

  it("reads postal codes as prefixes and names as Bezirk, Ortsteil or free text", () => {
    expect(placeMatch("10961")).toEqual({ kind: "postalCode", prefix: "10961" });
    expect(placeMatch("109")).toEqual({ kind: "postalCode", prefix: "109" });
    const bezirk = placeMatch("Friedrichshain-Kreuzberg");
    expect(bezirk).toMatchObject({
      kind: "name",
      districtKeys: ["friedrichshain", "friedrichshainkreuzberg", "kreuzberg"],
    });
    expect(placeMatch("Berlin-Kreuzberg")).toMatchObject({ prefix: "kreuzberg", districtKeys: ["kreuzberg"] });
    expect(placeMatch("Potsd")).toEqual({ kind: "name", prefix: "potsd", districtKeys: [], postalCodes: [] });
    expect(placeMatch(" - ")).toBeUndefined();
  });
});

describe("the point of a hidden address", () => {
  it("is snapped to a grid of about 280 m × 270 m, never more than 200 m from the true point in Berlin", () => {
    expect(hiddenAddressPoint({ lat: 52.489134, lng: 13.395872 })).toEqual({ lat: 52.49, lng: 13.396 });
    for (let i = 0; i < 1000; i++) {
      const point = { lat: 52.35 + ((i * 0.000317) % 0.3), lng: 13.1 + ((i * 0.000713) % 0.6) };
      expect(distanceKm(point, hiddenAddressPoint(point))).toBeLessThanOrEqual(0.2);
    }
  });
});
