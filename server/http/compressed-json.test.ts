import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressJson, compressJsonArray } from "./compressed-json";

describe("compressed JSON answers", () => {
  it("build an array from pages as the same bytes and ETag as the whole array at once", async () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ id: i, city: "Köpenick", at: new Date(i * 1e9) }));
    const paged = await compressJsonArray(async (emit) => {
      for (let i = 0; i < items.length; i += 250) await emit(items.slice(i, i + 250));
      await emit([]);
    });
    const whole = await compressJson(items);
    expect(gunzipSync(paged.gzip).toString()).toBe(JSON.stringify(items));
    expect(brotliDecompressSync(paged.br).toString()).toBe(JSON.stringify(items));
    expect(paged.etag).toBe(whole.etag);
    expect(paged.bytes).toBeLessThan(JSON.stringify(items).length / 2);
  });

  it("make an empty list of no pages", async () => {
    const empty = await compressJsonArray(async () => undefined);
    expect(gunzipSync(empty.gzip).toString()).toBe("[]");
    expect(empty.etag).toBe((await compressJson([])).etag);
  });
});
