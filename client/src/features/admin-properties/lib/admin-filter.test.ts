import { describe, expect, it } from "vitest";
import type { Property } from "@shared/contracts/properties";
import { testProperty } from "@/test/property-fixture";
import { adminFilterSearch, emptyAdminFilter, filterProperties, isFiltered, parseAdminFilter } from "./admin-filter";

const property = (overrides: Partial<Property>): Property =>
  testProperty({
    city: "Berlin",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  });

const list = [
  property({ id: 1 }),
  property({
    id: 2,
    title: "Stadtvilla mit Garten",
    type: "house",
    transactionType: "buy",
    address: "Am Wannsee 3",
    city: "Potsdam",
    status: "reserved",
  }),
  property({ id: 12, title: "Ladenlokal", type: "commercial", address: "Schönhauser Allee 10", status: "hidden" }),
];
const ids = (result: Property[]) => result.map((p) => p.id);

describe("filterProperties", () => {
  it("returns everything without a filter", () => {
    expect(ids(filterProperties(list, emptyAdminFilter))).toEqual([1, 2, 12]);
  });

  it("searches title, address and city, ignoring case", () => {
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "VILLA" }))).toEqual([2]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "kastanien" }))).toEqual([1]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "potsdam" }))).toEqual([2]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "schönhauser" }))).toEqual([12]);
  });

  it("needs every word of the search to match", () => {
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "berlin laden" }))).toEqual([12]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "  berlin   " }))).toEqual([1, 12]);
  });

  it("finds a property by its number", () => {
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "#12" }))).toEqual([12]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, q: "12" }))).toEqual([12]);
  });

  it("filters by type, transaction and status", () => {
    expect(ids(filterProperties(list, { ...emptyAdminFilter, type: "house" }))).toEqual([2]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, transactionType: "rent" }))).toEqual([1, 12]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, status: "hidden" }))).toEqual([12]);
    expect(ids(filterProperties(list, { ...emptyAdminFilter, status: "hidden", type: "house" }))).toEqual([]);
  });
});

describe("filter in the URL", () => {
  it("round-trips through the query string", () => {
    const filter = { q: "Berlin Mitte", type: "house", transactionType: "buy", status: "hidden" } as const;
    expect(parseAdminFilter(adminFilterSearch(filter))).toEqual(filter);
  });

  it("writes only the set values", () => {
    expect(adminFilterSearch(emptyAdminFilter)).toBe("");
    expect(adminFilterSearch({ ...emptyAdminFilter, status: "reserved" })).toBe("?status=reserved");
    expect(isFiltered({ ...emptyAdminFilter, q: "  " })).toBe(false);
  });

  it("treats unknown values as 'all'", () => {
    expect(parseAdminFilter("type=castle&status=&q=x")).toEqual({ ...emptyAdminFilter, q: "x" });
  });
});
