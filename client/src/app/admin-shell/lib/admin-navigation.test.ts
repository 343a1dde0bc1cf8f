import { describe, expect, it } from "vitest";
import { adminCurrentState, adminNavigation, navigationFor } from "./admin-navigation";

describe("adminNavigation", () => {
  it("lists the admin sections in the order of the sidebar", () => {
    expect(adminNavigation.map((item) => item.label)).toEqual([
      "Dashboard",
      "Immobilien",
      "Bewerbungen",
      "Nachrichten",
      "Postausgang",
      "Import",
      "Scraper",
      "Blog",
      "Konten",
      "Protokoll",
      "Datenschutz",
      "System",
    ]);
  });

  it("shows account management, the audit trail, data requests and backups to owners only", () => {
    const staff = navigationFor("staff").map((item) => item.label);
    expect(staff).not.toContain("Konten");
    expect(staff).not.toContain("Protokoll");
    expect(staff).not.toContain("Datenschutz");
    expect(staff).not.toContain("System");
    expect(navigationFor("owner").map((item) => item.label)).toContain("Konten");
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
