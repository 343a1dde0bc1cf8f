import { get, type IncomingHttpHeaders } from "node:http";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";
import { listen } from "../test/health-probe";
import { listKey } from "./property-cache";

const ctx = useTestApp();

/** An answer's bytes exactly as sent (supertest would decompress them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the visitors' property cache", () => {
  it("sends the stored brotli or gzip bytes with one ETag, and plain JSON to a client that takes neither", async () => {
    await createProperty(ctx.services, { title: "Kompressionstest Wedding", city: "Wedding" });
    const server = await listen(ctx.app);
    const url = `${server.baseUrl}/api/properties?city=Wedding`;
    const br = await rawGet(url, "gzip, deflate, br");
    const gzip = await rawGet(url, "gzip");
    const plain = await rawGet(url, "identity");
    await server.close();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const asJson = (bytes: Buffer) => JSON.parse(bytes.toString("utf8"));
    const expected = asJson(plain.bytes);
    expect(expected.map((p: { title: string }) => p.title)).toEqual(["Kompressionstest Wedding"]);
    expect(asJson(brotliDecompressSync(br.bytes))).toEqual(expected);
    expect(asJson(gunzipSync(gzip.bytes))).toEqual(expected);
    expect(new Set([br, gzip, plain].map((r) => r.headers.etag)).size).toBe(1);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers.vary).toMatch(/Cookie/);
  });

  it("keeps one entry for queries that mean the same, ignoring unknown parameters and the case of the city", async () => {
    const list = vi.spyOn(ctx.services.properties, "listVisibleInPages");
    await request(ctx.app).get("/api/properties?city=Spandau&type=house").expect(200);
    await request(ctx.app).get("/api/properties?type=house&city=SPANDAU&utm_source=x&page=").expect(200);
    await request(ctx.app).get("/api/properties?city=%20spandau%20&type=house&minPrice=").expect(200);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
    expect(listKey({ city: "Spandau", type: "house", isHighlight: undefined })).toBe(
      listKey({ type: "house", city: "spandau", isHighlight: undefined }),
    );
    // Beyond ASCII the database's locale decides what is "the same letter": those stay apart.
    expect(listKey({ city: "KÖPENICK", isHighlight: undefined })).not.toBe(
      listKey({ city: "köpenick", isHighlight: undefined }),
    );
  });

  it("runs one query for many simultaneous visitors asking the same list", async () => {
    const list = vi.spyOn(ctx.services.properties, "listVisibleInPages");
    const answers = await Promise.all(
      Array.from({ length: 34 }, () => request(ctx.app).get("/api/properties?city=Zehlendorf&isHighlight=false")),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it("drops only what an edit touches, and shows the edit at once to the lists that hold the listing", async () => {
    const edited = await createProperty(ctx.services, { city: "Friedenau", price: 1000 });
    const list = vi.spyOn(ctx.services.properties, "listVisibleInPages");
    const get = (query: string) => request(ctx.app).get(`/api/properties?${query}`).expect(200);
    const untouched = await get("city=Marzahn");
    const holding = await get("city=Friedenau");
    const wouldHold = await get("city=Friedenau&minPrice=1500");
    expect(list).toHaveBeenCalledTimes(3);

    const admin = await ctx.admin();
    await admin.patch(`/api/properties/${edited.id}`).send({ price: 1600 }).expect(200);

    await request(ctx.app).get("/api/properties?city=Marzahn").set("If-None-Match", untouched.headers.etag).expect(304);
    expect(list).toHaveBeenCalledTimes(3);
    const changed = await request(ctx.app)
      .get("/api/properties?city=Friedenau")
      .set("If-None-Match", holding.headers.etag)
      .expect(200);
    expect(changed.body.map((p: { price: number }) => p.price)).toEqual([1600]);
    const nowHolds = await get("city=Friedenau&minPrice=1500");
    expect(nowHolds.body.map((p: { id: number }) => p.id)).toEqual([edited.id]);
    expect(nowHolds.headers.etag).not.toBe(wouldHold.headers.etag);
    expect(list).toHaveBeenCalledTimes(5);
    list.mockRestore();
  });
});
