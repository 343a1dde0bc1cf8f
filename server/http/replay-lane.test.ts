import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";
import { createDrain } from "./drain";
import { closeHttpServer, createHttpServer, serveRequests } from "./http-server";

// Rule: a visitor's repeated read answered by the replay lane is byte for byte what Express sent,
// and never outlives the cached answer: a write, the cache's time to live, a signed-in admin or
// another encoding all go to Express again.
const ctx = useTestApp();
let baseUrl = "";
let expressAnswers = 0;
const server = createHttpServer({ requestTimeoutMs: 10_000, headersTimeoutMs: 5_000, bodyIdleTimeoutMs: 5_000 });

beforeAll(async () => {
  const countedApp: typeof ctx.app = Object.assign((...args: Parameters<typeof ctx.app>) => {
    expressAnswers++;
    return ctx.app(...args);
  }, ctx.app);
  serveRequests(server, countedApp, { drain: createDrain(), bodyIdleTimeoutMs: 5_000, replay: ctx.replay });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => closeHttpServer(server));

type Raw = { status: number; headers: IncomingHttpHeaders; bytes: Buffer; byExpress: boolean };

async function rawGet(path: string, headers: Record<string, string> = { "Accept-Encoding": "br" }): Promise<Raw> {
  const before = expressAnswers;
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
          byExpress: expressAnswers > before,
        }),
      );
    }).on("error", reject);
  });
}

const titles = (answer: Raw) =>
  (JSON.parse(brotliDecompressSync(answer.bytes).toString("utf8")) as { title: string }[]).map((p) => p.title);
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe("the replay lane", () => {
  it("answers a repeated visitor read with Express's own status, headers and bytes", async () => {
    await createProperty(ctx.services, { title: "Replay Moabit", city: "Moabit" });
    const first = await rawGet("/api/properties?city=Moabit&page=1&pageSize=24");
    const second = await rawGet("/api/properties?city=Moabit&page=1&pageSize=24");
    expect(first.byExpress).toBe(true);
    expect(second.byExpress).toBe(false);
    expect(second.status).toBe(200);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers["x-total-count"]).toBe("1");
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(titles(second)).toEqual(["Replay Moabit"]);
  });

  it("answers a revalidation with 304 and the ETag, without a body", async () => {
    const path = "/api/properties?city=Moabit";
    const first = await rawGet(path);
    const revalidated = await rawGet(path, { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! });
    expect(revalidated).toMatchObject({ status: 304, byExpress: false });
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
    expect(revalidated.bytes.length).toBe(0);
  });

  it("goes to Express after a write, and the visitor sees the new listing at once", async () => {
    const path = "/api/properties?city=Tiergarten";
    await createProperty(ctx.services, { title: "Tiergarten eins", city: "Tiergarten" });
    await rawGet(path);
    expect((await rawGet(path)).byExpress).toBe(false);
    await createProperty(ctx.services, { title: "Tiergarten zwei", city: "Tiergarten" });
    const after = await rawGet(path);
    expect(after.byExpress).toBe(true);
    expect(titles(after).sort()).toEqual(["Tiergarten eins", "Tiergarten zwei"]);
    expect(after.headers["x-total-count"]).toBe("2");
  });

  it("goes to Express once the cached answer has outlived its time to live", async () => {
    const path = "/api/properties?city=Wedding";
    await createProperty(ctx.services, { title: "Wedding", city: "Wedding" });
    await rawGet(path);
    expect((await rawGet(path)).byExpress).toBe(false);
    const now = Date.now();
    const later = vi.spyOn(Date, "now").mockReturnValue(now + 60_000);
    try {
      expect((await rawGet(path)).byExpress).toBe(true);
    } finally {
      later.mockRestore();
    }
  });

  it("leaves a signed-in admin, an uncompressed read and every write to Express", async () => {
    const hidden = await createProperty(ctx.services, { title: "Versteckt Pankow", city: "Pankow", status: "hidden" });
    const path = "/api/properties?city=Pankow";
    await rawGet(path);
    expect((await rawGet(path)).byExpress).toBe(false);
    const agent = await ctx.admin();
    const cookie = (await agent.get("/api/auth/status")).request.cookies;
    const asAdmin = await rawGet(path, { "Accept-Encoding": "identity", Cookie: cookie });
    expect(asAdmin.byExpress).toBe(true);
    expect(JSON.parse(asAdmin.bytes.toString("utf8"))).toEqual([expect.objectContaining({ id: hidden.id })]);
    await rawGet(path, { "Accept-Encoding": "identity" });
    expect((await rawGet(path, { "Accept-Encoding": "identity" })).byExpress).toBe(true);
  });
});
