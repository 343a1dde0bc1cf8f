import { describe, expect, it } from "vitest";
import type { AdminApplication } from "@shared/contracts/applications";
import { emptyApplicationFilter, filterApplications, isFilterActive, propertyOptions } from "./application-filter";

const app = (id: number, overrides: Partial<AdminApplication> = {}) =>
  ({
    id,
    name: `Person ${id}`,
    email: `p${id}@example.de`,
    status: "new",
    propertyId: 1,
    propertyTitle: "Altbau Mitte",
    ...overrides,
  }) as AdminApplication;

const list = [
  app(1, { name: "Anna Schmidt", email: "anna@example.de" }),
  app(2, { name: "Jörg Müller", status: "accepted", propertyId: 2, propertyTitle: "Loft Kreuzberg" }),
  app(3, { email: "MAX@Firma.de", status: "rejected", propertyId: 3, propertyTitle: null }),
];

describe("filterApplications", () => {
  it("returns everything for the empty filter, in the given order", () => {
    expect(filterApplications(list, emptyApplicationFilter).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(isFilterActive(emptyApplicationFilter)).toBe(false);
  });

  it("filters by status and by property", () => {
    expect(filterApplications(list, { ...emptyApplicationFilter, status: "accepted" }).map((a) => a.id)).toEqual([2]);
    expect(filterApplications(list, { ...emptyApplicationFilter, propertyId: "3" }).map((a) => a.id)).toEqual([3]);
  });

  it("searches name and e-mail without regard to case, trimmed", () => {
    expect(filterApplications(list, { ...emptyApplicationFilter, search: "  jörg " }).map((a) => a.id)).toEqual([2]);
    expect(filterApplications(list, { ...emptyApplicationFilter, search: "firma" }).map((a) => a.id)).toEqual([3]);
    expect(filterApplications(list, { ...emptyApplicationFilter, search: "niemand" })).toEqual([]);
    expect(isFilterActive({ ...emptyApplicationFilter, search: "x" })).toBe(true);
  });
});

describe("propertyOptions", () => {
  it("lists each property once, by title, removed properties last", () => {
    const options = propertyOptions([...list, app(4, { propertyId: 2, propertyTitle: "Loft Kreuzberg" })]);
    expect(options).toEqual([
      { id: 1, title: "Altbau Mitte" },
      { id: 2, title: "Loft Kreuzberg" },
      { id: 3, title: null },
    ]);
  });
});
