import { describe, expect, it } from "vitest";
import { followTitle } from "./slug-sync";

describe("followTitle", () => {
  it("derives the slug from the title while the slug is empty", () => {
    expect(followTitle("", "Wohnen in Berlin", "")).toBe("wohnen-in-berlin");
  });

  it("keeps following while the slug equals the previous title's slug", () => {
    expect(followTitle("Wohnen in Berlin", "Wohnen in Berlin-Mitte", "wohnen-in-berlin")).toBe(
      "wohnen-in-berlin-mitte",
    );
    expect(followTitle("Über Größe", "Über Größe & Lage!", "ueber-groesse")).toBe("ueber-groesse-lage");
  });

  it("leaves a slug the admin typed alone", () => {
    expect(followTitle("Wohnen in Berlin", "Wohnen in Berlin 2026", "mein-slug")).toBe("mein-slug");
  });

  it("follows again once the admin clears the slug", () => {
    expect(followTitle("Alt", "Neuer Titel", "")).toBe("neuer-titel");
  });
});
