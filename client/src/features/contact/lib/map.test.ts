import { describe, expect, it } from "vitest";
import { mapsApiKey, openStreetMapUrl, staticMapUrl } from "./map";

const address = "Torstraße 118, 10119 Berlin";

describe("contact map", () => {
  it("builds a Google static map URL for the address with a marker and the key", () => {
    const url = new URL(staticMapUrl(address, "abc123"));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/staticmap");
    expect(url.searchParams.get("center")).toBe(address);
    expect(url.searchParams.get("markers")).toBe(`color:0x123a52|${address}`);
    expect(url.searchParams.get("size")).toBe("640x400");
    expect(url.searchParams.get("key")).toBe("abc123");
  });

  it("links to an OpenStreetMap search for the encoded address", () => {
    expect(openStreetMapUrl(address)).toBe(
      "https://www.openstreetmap.org/search?query=Torstra%C3%9Fe%20118%2C%2010119%20Berlin",
    );
  });

  it("treats a missing or blank key as no key", () => {
    expect(mapsApiKey({})).toBeUndefined();
    expect(mapsApiKey({ VITE_MAPS_API_KEY: "  " })).toBeUndefined();
    expect(mapsApiKey({ VITE_MAPS_API_KEY: " key " })).toBe("key");
  });
});
