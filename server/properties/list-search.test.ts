import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { Feature } from "@shared/listing/labels";
import { errorAnswer } from "@shared/contracts/errors";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";

const ctx = useTestApp();

type Row = { id: number; title: string; price: number; size: number; rooms: number; features: Feature[] };

// Ten visible listings (two pairs share a price, one pair a size) and a hidden one, created in this order.
const listings: Omit<Row, "id">[] = [
  { title: "Suche 01 Wedding", price: 900, size: 40, rooms: 1.5, features: ["balcony"] },
  { title: "Suche 02 Moabit", price: 1200, size: 55.5, rooms: 2, features: ["balcony", "elevator"] },
  { title: "Suche 03 Pankow", price: 1200, size: 72, rooms: 3, features: ["elevator", "cellar"] },
  { title: "Suche 04 Mitte", price: 2400, size: 98.25, rooms: 3.5, features: ["balcony", "elevator", "cellar"] },
  { title: "Suche 05 Neukölln", price: 750, size: 31, rooms: 1, features: [] },
  { title: "Suche 06 Steglitz", price: 1800, size: 98.25, rooms: 4, features: ["garden", "balcony"] },
  { title: "Suche 07 Lichtenberg", price: 1050, size: 64, rooms: 2.5, features: ["balcony", "elevator"] },
  { title: "Suche 08 Spandau", price: 1800, size: 120, rooms: 5, features: ["garden", "cellar", "elevator"] },
  { title: "Suche 09 Tegel", price: 990, size: 48, rooms: 2, features: ["elevator"] },
  { title: "Suche 10 Köpenick", price: 1400, size: 81, rooms: 3, features: ["balcony", "elevator", "cellar"] },
];

describe("GET /api/properties: pages, sorting and the search filters", () => {
  const rows: Row[] = [];
  beforeAll(async () => {
    for (const listing of listings) {
      const { id } = await createProperty(ctx.services, listing);
      rows.push({ id, ...listing });
    }
    await createProperty(ctx.services, { title: "Suche 11 versteckt", price: 1000, status: "hidden" });
  });

  const get = (query: string) => request(ctx.app).get(`/api/properties${query}`).expect(200);
  const titles = (body: Row[]) => body.map((row) => row.title);
  const total = (res: request.Response) => Number(res.headers["x-total-count"]);
  const newest = () => [...rows].reverse();

  it("answers pages of the newest-first list with the number of all matches, and every match without a page", async () => {
    const all = await get("");
    expect(titles(all.body)).toEqual(titles(newest() as Row[]));
    expect(total(all)).toBe(10);

    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => get(`?page=${page}&pageSize=3`)));
    expect(pages.map((res) => res.body.length)).toEqual([3, 3, 3, 1, 0]);
    expect(pages.map(total)).toEqual([10, 10, 10, 10, 10]);
    // The last page holds the oldest listing; together the pages are the whole list, each listing once.
    expect(titles(pages[3].body)).toEqual(["Suche 01 Wedding"]);
    expect(pages.flatMap((res) => titles(res.body))).toEqual(titles(all.body));

    // A page far past the end: empty, still with the right total.
    const beyond = await get("?page=999&pageSize=24");
    expect(beyond.body).toEqual([]);
    expect(total(beyond)).toBe(10);
  });

  it("takes 24 per page when only a page is named, and page 1 when only a size is", async () => {
    const onlyPage = await get("?page=1");
    expect(onlyPage.body).toHaveLength(10);
    expect(total(onlyPage)).toBe(10);
    const onlySize = await get("?pageSize=4");
    expect(titles(onlySize.body)).toEqual(titles(newest().slice(0, 4)));
    expect(total(onlySize)).toBe(10);
    expect((await get("?page=2")).body).toEqual([]);
  });

  it("sorts by price both ways and by size, ties in the same order on every page", async () => {
    const byPriceAsc = [...rows].sort((a, b) => a.price - b.price || a.id - b.id);
    const byPriceDesc = [...rows].sort((a, b) => b.price - a.price || b.id - a.id);
    const bySizeDesc = [...rows].sort((a, b) => b.size - a.size || b.id - a.id);
    for (const [sort, expected] of [
      ["price_asc", byPriceAsc],
      ["price_desc", byPriceDesc],
      ["size_desc", bySizeDesc],
      ["newest", newest()],
    ] as const) {
      expect(titles((await get(`?sort=${sort}`)).body), sort).toEqual(titles(expected));
      const paged = await Promise.all([1, 2, 3, 4].map((page) => get(`?sort=${sort}&page=${page}&pageSize=3`)));
      expect(
        paged.flatMap((res) => titles(res.body)),
        `${sort} in pages`,
      ).toEqual(titles(expected));
    }
    // The ties: equal prices and equal sizes still come in one order (by id).
    expect(titles((await get("?sort=price_asc&minPrice=1200&maxPrice=1200")).body)).toEqual([
      "Suche 02 Moabit",
      "Suche 03 Pankow",
    ]);
    expect(titles((await get("?sort=size_desc&minSize=98.25&maxPrice=2000")).body)).toEqual([
      "Suche 08 Spandau",
      "Suche 06 Steglitz",
    ]);
  });

  it("filters by rooms from, size from and features (all of them), combined with the other filters", async () => {
    const rooms = await get("?minRooms=3");
    expect(titles(rooms.body).sort()).toEqual([
      "Suche 03 Pankow",
      "Suche 04 Mitte",
      "Suche 06 Steglitz",
      "Suche 08 Spandau",
      "Suche 10 Köpenick",
    ]);
    expect(total(rooms)).toBe(5);
    expect(titles((await get("?minSize=98.25&sort=price_asc")).body)).toEqual([
      "Suche 06 Steglitz",
      "Suche 08 Spandau",
      "Suche 04 Mitte",
    ]);
    const features = await get("?features=elevator,balcony&sort=price_asc");
    expect(titles(features.body)).toEqual([
      "Suche 07 Lichtenberg",
      "Suche 02 Moabit",
      "Suche 10 Köpenick",
      "Suche 04 Mitte",
    ]);
    // The same with the parameter repeated, and all together with price, rooms, size and a page.
    expect(titles((await get("?features=balcony&features=elevator&sort=price_asc")).body)).toEqual(
      titles(features.body),
    );
    const combined = await get(
      "?transactionType=rent&features=elevator,cellar&minRooms=3&minSize=80&maxPrice=2500&sort=price_desc&page=1&pageSize=1",
    );
    expect(titles(combined.body)).toEqual(["Suche 04 Mitte"]);
    expect(total(combined)).toBe(3);
    const second = await get(
      "?transactionType=rent&features=elevator,cellar&minRooms=3&minSize=80&maxPrice=2500&sort=price_desc&page=2&pageSize=1",
    );
    expect(titles(second.body)).toEqual(["Suche 08 Spandau"]);
    const none = await get("?features=garden,elevator,balcony");
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
  });

  it("refuses a bad page, page size, sort or filter with a German message", async () => {
    const cases: [string, string][] = [
      ["?page=1&pageSize=0", "Seitengröße muss eine ganze Zahl zwischen 1 und 100 sein"],
      ["?page=1&pageSize=101", "Seitengröße muss eine ganze Zahl zwischen 1 und 100 sein"],
      ["?pageSize=2.5", "Seitengröße muss eine ganze Zahl zwischen 1 und 100 sein"],
      ["?page=0", "Seite muss eine ganze Zahl ab 1 sein"],
      ["?page=zwei", "Seite muss eine Zahl sein"],
      ["?sort=cheapest", "Ungültige Sortierung"],
      ["?minRooms=viele", "Zimmer (ab) muss eine Zahl sein"],
      ["?minSize=-5", "Fläche (ab) darf nicht negativ sein"],
      ["?features=balcony,pool", "Unbekanntes Ausstattungsmerkmal"],
    ];
    for (const [query, message] of cases) {
      const res = await request(ctx.app).get(`/api/properties${query}`).expect(400);
      expect(errorAnswer.parse(res.body).message, query).toBe(message);
    }
  });

  it("counts the hidden listing for the admin only", async () => {
    const admin = await ctx.admin();
    const res = await admin.get("/api/properties?page=1&pageSize=2").expect(200);
    expect(res.body).toHaveLength(2);
    expect(total(res)).toBe(11);
    expect(total(await admin.get("/api/properties").expect(200))).toBe(11);
  });

  it("keeps the total with the cached page: a hit, a revalidation and a write each give the right count", async () => {
    const query = "?city=Zählstadt&page=3&pageSize=2";
    const first = await get(query);
    expect(first.body).toEqual([]);
    expect(total(first)).toBe(0);
    const created = await createProperty(ctx.services, { title: "Zählstadt Altbau", city: "Zählstadt" });
    const after = await get(query);
    expect(after.body).toEqual([]);
    expect(total(after)).toBe(1);
    // Same body, another total: the old ETag is no longer current.
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await request(ctx.app).get(`/api/properties${query}`).set("If-None-Match", first.headers.etag).expect(200);
    const revalidated = await request(ctx.app)
      .get(`/api/properties${query}`)
      .set("If-None-Match", after.headers.etag)
      .expect(304);
    expect(total(revalidated)).toBe(1);
    expect(total(await get(query))).toBe(1);
    await ctx.services.properties.remove(created.id);
    expect(total(await get(query))).toBe(0);
  });
});
