import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps admin pages with their query string", () => {
    expect(safeNextPath("/admin/properties/12")).toBe("/admin/properties/12");
    expect(safeNextPath("/admin/properties?status=hidden")).toBe("/admin/properties?status=hidden");
    expect(safeNextPath("/admin")).toBe("/admin");
  });

  it("falls back to the dashboard for anything outside the admin area", () => {
    for (const next of [
      null,
      undefined,
      "",
      "/",
      "/properties",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/admin//evil.example",
      "/admin\\evil",
    ]) {
      expect(safeNextPath(next)).toBe("/admin");
    }
  });

  it("never sends a person back to the login page", () => {
    expect(safeNextPath("/admin/login")).toBe("/admin");
    expect(safeNextPath("/admin/login?next=/admin/blog")).toBe("/admin");
  });
});

describe("loginPathFor", () => {
  it("adds the page as encoded next parameter", () => {
    expect(loginPathFor("/admin/properties/12")).toBe("/admin/login?next=%2Fadmin%2Fproperties%2F12");
  });

  it("needs no next parameter for the dashboard", () => {
    expect(loginPathFor("/admin")).toBe("/admin/login");
  });
});
