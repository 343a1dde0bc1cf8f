import { beforeAll, describe, expect, it } from "vitest";
import type { Property } from "@shared/schema/index";
import { propertyTypes, propertyStatuses, transactionTypes } from "@shared/enums";
import type { PropertyFilter } from "@shared/search/list-query";
import { features } from "@shared/listing/labels";
import { useTestApp } from "../test/test-app";
import { validProperty } from "../test/factories";
import { visitorListMayContain } from "./filter-match";

const ctx = useTestApp();

// A small deterministic random source, so a failure can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const cities = ["Berlin", "berlin-Mitte", "BERLIN Kreuzberg", "Köpenick", "Potsdam", "100%_Wohnen", "Groß Glienicke"];
const cityFilters = ["berlin", "MITTE", "köp", "KÖP", "dam", "%", "_", "0%_w", "groß", "x"];
const districts = [
  null,
  "",
  "Kreuzberg",
  "Prenzlauer Berg",
  "Neukölln",
  "Britz",
  "Friedrichshain",
  "Mitte",
  "Köpenick",
];
const postalCodes = [null, "10961", "10997", "10435", "12047", "12359", "10115", "12555"];
const places = ["Kreuzberg", "kreuzberg", "10961", "109", "Friedrichshain-Kreuzberg", "Neukoelln", "NEUKÖLLN"];
const placesMore = ["Prenzlauer Berg", "Berlin", "berlin mitte", "Mitte", "Treptow-Köpenick", "Potsdam", "1"];

describe("the visitors' list rule in JavaScript and in SQL", () => {
  const rows: Property[] = [];
  beforeAll(async () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const inputs = Array.from({ length: 120 }, () =>
      validProperty({
        type: pick(propertyTypes),
        transactionType: pick(transactionTypes),
        status: pick(propertyStatuses),
        city: pick(cities),
        price: 100 + Math.floor(next() * 5000),
        rooms: 1 + Math.floor(next() * 10) / 2,
        size: 20 + Math.floor(next() * 20_000) / 100,
        features: features.filter(() => next() < 0.4),
        isHighlight: next() < 0.3,
        district: pick(districts),
        postalCode: pick(postalCodes),
        showAddress: next() < 0.5,
        ...(next() < 0.8
          ? { latitude: 52.35 + next() * 0.35, longitude: 13.1 + next() * 0.6 }
          : { latitude: null, longitude: null }),
      }),
    );
    rows.push(...(await ctx.services.imports.importRows(inputs)).properties);
  });

  it("says 'may contain' for every listing the database returns, and exactly so for ASCII text", async () => {
    const next = random(11);
    const maybe = <T>(value: T) => (next() < 0.5 ? value : undefined);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let round = 0; round < 150; round++) {
      const filter: PropertyFilter = {
        type: maybe(pick(propertyTypes)),
        transactionType: maybe(pick(transactionTypes)),
        city: maybe(pick(cityFilters)),
        minPrice: maybe(Math.floor(next() * 3000)),
        maxPrice: maybe(2000 + Math.floor(next() * 3000)),
        minRooms: maybe(1 + Math.floor(next() * 10) / 2),
        minSize: maybe(20 + Math.floor(next() * 20_000) / 100),
        features: maybe(features.filter(() => next() < 0.15)),
        isHighlight: maybe(next() < 0.5),
        place: maybe(pick([...places, ...placesMore])),
        ...(next() < 0.4
          ? { near: { lat: 52.4 + next() * 0.25, lng: 13.2 + next() * 0.4 }, radiusKm: 1 + next() * 12 }
          : {}),
      };
      const fromSql = new Set((await ctx.services.properties.list(filter, false)).map((p) => p.id));
      for (const row of rows) {
        const mayContain = visitorListMayContain(filter, row);
        if (fromSql.has(row.id)) expect(mayContain, JSON.stringify({ filter, row: row.city })).toBe(true);
        const ascii = /^[\x20-\x7e]*$/.test(`${row.city}${filter.city ?? ""}`);
        // A radius allows a metre of slack for the database's float rounding: exact only without one.
        if (ascii && !filter.near)
          expect(mayContain, JSON.stringify({ filter, city: row.city })).toBe(fromSql.has(row.id));
      }
    }
  });
});
