import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDrain } from "../http/drain";
import { createHttpServer, serveRequests } from "../http/http-server";
import { probeHealthDuring } from "../test/health-probe";
import { useTestApp } from "../test/test-app";

// Rule: a client that sends its request slowly cannot hold a socket for long: the whole request
// must arrive within REQUEST_TIMEOUT_MS and its body may not pause longer than
// BODY_IDLE_TIMEOUT_MS; it then gets 408 with a German message, and others are served meanwhile.
const limits = { requestTimeoutMs: 3000, headersTimeoutMs: 2000, bodyIdleTimeoutMs: 1500 };
const body = JSON.stringify({ name: "Lang Sam", email: "lang@example.de", message: "Eine sehr langsame Nachricht." });

type Outcome = { answer: string; ms: number; bytesSent: number };

/** Sends the headers of a contact message at once, then the body byte by byte every `everyMs` (or part of it, then nothing). */
function slowPost(port: number, options: { everyMs: number; stopAfter?: number }): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent >= (options.stopAfter ?? body.length) || socket.destroyed) return;
        socket.write(body[sent++]);
      }, options.everyMs);
    });
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started, bytesSent: sent });
    });
    setTimeout(() => reject(new Error("the server never cut the client off")), 60_000).unref();
  });
}

describe("a client that sends its request slowly", () => {
  const ctx = useTestApp();
  const server = createHttpServer(limits);
  let port: number;
  let baseUrl: string;
  beforeAll(async () => {
    serveRequests(server, ctx.app, { drain: createDrain(), bodyIdleTimeoutMs: limits.bodyIdleTimeoutMs });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("is cut off with 408 when it trickles a byte at a time past the request bound, while health stays fast", async () => {
    const { result, health } = await probeHealthDuring(baseUrl, () => slowPost(port, { everyMs: 400 }));
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toContain("Die Anfrage kam zu langsam an und wurde abgebrochen.");
    // Cut off at the request bound (checked every headersTimeout/4), long before its body would be complete.
    expect(result.ms).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100);
    expect(result.ms).toBeLessThan(limits.requestTimeoutMs + limits.headersTimeoutMs);
    expect(result.bytesSent).toBeLessThan(body.length);
    expect(health.answers).toBeGreaterThan(0);
    expect(health.longestGapMs, JSON.stringify(health)).toBeLessThan(health.allowedGapMs);
  });

  it("is cut off with 408 when its headers trickle in", async () => {
    const started = performance.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      const headers = "GET /api/properties HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Langsam: " + "a".repeat(100);
      let sent = 0;
      let received = "";
      const timer = setInterval(() => sent < headers.length && socket.write(headers[sent++]), 200);
      socket.on("data", (chunk) => (received += chunk.toString("utf8")));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(timer);
        resolve(received);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("Die Anfrage kam zu langsam an und wurde abgebrochen.");
    expect(performance.now() - started).toBeLessThan(limits.requestTimeoutMs + limits.headersTimeoutMs);
  });

  it("is cut off with 408 when its body stops arriving", async () => {
    const result = await slowPost(port, { everyMs: 10, stopAfter: 20 });
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toContain("Die Anfrage kam zu langsam an und wurde abgebrochen.");
    expect(result.ms).toBeGreaterThanOrEqual(limits.bodyIdleTimeoutMs);
    expect(result.ms).toBeLessThan(limits.requestTimeoutMs);
    // Nothing was stored from the half message.
    expect(await ctx.services.contacts.list()).toEqual([]);
  });
});
