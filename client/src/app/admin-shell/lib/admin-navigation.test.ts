import { describe, expect, it } from "vitest";
import { adminCurrentState, adminNavigation } from "./admin-navigation";

describe("adminNavigation", () => {
  it("lists the admin sections in the order of the sidebar", () => {
    expect(adminNavigation.map((item) => item.label)).toEqual([
      "Dashboard",
      "Immobilien",
      "Bewerbungen",
      "Nachrichten",
      "Import",
      "Scraper",
      "Blog",
    ]);
  });
});

describe("adminCurrentState", () => {
  it("marks the dashboard only on its own route", () => {
    expect(adminCurrentState("/", "/")).toBe("page");
    expect(adminCurrentState("/", "/properties")).toBeUndefined();
  });

  it("marks a section on its pages", () => {
    expect(adminCurrentState("/properties", "/properties")).toBe("page");
    expect(adminCurrentState("/properties", "/properties/12")).toBe("true");
    expect(adminCurrentState("/blog", "/blogger")).toBeUndefined();
  });
});
