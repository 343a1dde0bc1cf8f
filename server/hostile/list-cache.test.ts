import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import request from "supertest";
import type { PropertyFilter } from "@shared/validation/property";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createProperty, validProperty } from "../test/factories";

// Rule: the visitors' cache is bounded in bytes whatever keys anonymous requests invent,
// concurrent misses share one query, and an admin's edits drop only what they change, never
// leaving a stale list behind once the edit is answered.
const BUDGET_MB = 1;
const ctx = useHostileApp({ CACHE_MAX_MB: String(BUDGET_MB) });

/** Descriptions that hardly compress (hex digests), so each full list keeps well over 100 KB compressed. */
const description = (seed: number) =>
  Array.from({ length: 24 }, (_, i) => createHash("sha256").update(`${seed}-${i}`).digest("hex")).join(" ");

describe("hostile input: flooding the listing cache", () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 150 }, (_, i) =>
      validProperty({ city: "Berlin", price: 500 + i, description: description(i) }),
    );
    await ctx.services.imports.importRows(rows);
  });

  it("stays within its byte budget while anonymous requests invent a new filter each time", async () => {
    const statuses = await withoutBlockingOthers(ctx, async () => {
      const seen: number[] = [];
      for (let minPrice = 0; minPrice < 30; minPrice++) {
        seen.push((await request(ctx.app).get(`/api/properties?minPrice=${minPrice}&junk${minPrice}=1`)).status);
      }
      return seen;
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    const { bytes, entries } = ctx.services.propertyLists.stats();
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_MB * 1024 * 1024);
    expect(entries).toBeLessThan(30);
  }, 120_000);

  it("runs one query for 34 simultaneous visitors missing the same list", async () => {
    const list = vi.spyOn(ctx.services.properties, "listVisibleInPages");
    const answers = await withoutBlockingOthers(ctx, () =>
      Promise.all(Array.from({ length: 34 }, () => request(ctx.app).get("/api/properties?maxPrice=650"))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(34).fill(200));
    expect(answers[0].body).toHaveLength(150);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it("keeps visitors' revalidations at 304 while an admin edits every 100 ms, and never shows a stale list", async () => {
    const edited = await createProperty(ctx.services, { city: "Spandau", price: 1000 });
    const admin = await ctx.admin();
    const untouched = await request(ctx.app).get("/api/properties?city=Berlin&maxPrice=520").expect(200);
    const list = vi.spyOn(ctx.services.properties, "listVisibleInPages");
    const filtersQueried = () => list.mock.calls.map(([filter]) => (filter as PropertyFilter).city);

    const { visitors, staleAfterEdit } = await withoutBlockingOthers(ctx, async () => {
      let editing = true;
      const visitors: number[] = [];
      const revalidating = (async () => {
        while (editing) {
          const res = await request(ctx.app)
            .get("/api/properties?city=Berlin&maxPrice=520")
            .set("If-None-Match", untouched.headers.etag);
          visitors.push(res.status);
        }
      })();
      const staleAfterEdit: number[] = [];
      for (let price = 1001; price <= 1012; price++) {
        const started = performance.now();
        await admin.patch(`/api/properties/${edited.id}`).send({ price }).expect(200);
        const seen = await request(ctx.app).get("/api/properties?city=Spandau").expect(200);
        if (seen.body[0]?.price !== price) staleAfterEdit.push(price);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - started))));
      }
      editing = false;
      await revalidating;
      return { visitors, staleAfterEdit };
    });
    list.mockRestore();
    expect(staleAfterEdit).toEqual([]);
    expect(visitors.length).toBeGreaterThan(5);
    expect(visitors.every((status) => status === 304)).toBe(true);
    // The edits to a Spandau listing never made the Berlin list be queried again (it lives 5 s).
    expect(filtersQueried().filter((city) => city === "Berlin")).toEqual([]);
  });
});
