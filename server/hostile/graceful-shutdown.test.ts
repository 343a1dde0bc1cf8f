import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { testsUseDatabaseServer } from "../test/test-database";
import { parse } from "yaml";
import { loadConfig } from "../config";
import { shuttingDownMessage } from "../http/drain";
import { startServerProcess, type ServerProcess } from "../test/server-process";

// Rule: on SIGTERM the server lets running requests finish (within SHUTDOWN_GRACE_MS), answers
// everything from then on with `Connection: close`, refuses new requests with a German 503, then
// closes the database and exits 0.
const message = { name: "Anna Abschied", email: "anna@example.de", message: "Bitte rufen Sie mich zurück." };
const body = JSON.stringify(message);

/** A raw keep-alive connection: write requests, read what comes back. */
function openConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  const until = (test: (text: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (test(received) ? resolve(received) : undefined);
      socket.on("data", check);
      socket.on("close", () => (test(received) ? resolve(received) : reject(new Error(`closed: ${received}`))));
      check();
    });
  const connected = new Promise((resolve) => socket.once("connect", resolve));
  return { socket, connected, until };
}

// About the embedded database only: the PGlite pass (`npm test`) runs it; the PostgreSQL pass skips it.
describe.skipIf(testsUseDatabaseServer)("SIGTERM while requests are running", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "spreehaus-shutdown-"));
  let server: ServerProcess;
  afterAll(async () => {
    server?.signal("SIGKILL");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the running request, closes keep-alive sockets with 503, and exits 0", async () => {
    server = startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "20000" });
    const port = await server.listening;

    // A keep-alive connection that has been used once and is idle when the signal comes.
    const idle = openConnection(port);
    await idle.connected;
    idle.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const first = await idle.until((text) => text.includes('{"status":"ok"}'));
    expect(first).toMatch(/keep-alive/i);

    // A contact message whose body is still arriving when the signal comes.
    const slow = openConnection(port);
    await slow.connected;
    slow.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.signal("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // New work on the keep-alive socket is refused, and the socket is closed after the answer.
    idle.socket.write("GET /api/properties HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const refused = (await idle.until((text) => text.includes("Der Server wird"))).slice(first.length);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused).toContain(JSON.stringify({ message: shuttingDownMessage }));

    // The running request finishes: its message is stored and the answer closes the connection.
    slow.socket.write(body.slice(20));
    const answer = await slow.until((text) => /\r\n\r\n.*\}/s.test(text));
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);

    expect(await server.exited).toBe(0);
    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ name: string }>("SELECT name FROM contacts");
      expect(rows.map((row) => row.name)).toEqual([message.name]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe("stopping the container", () => {
  it("waits longer than the grace period, so Docker does not kill running requests", () => {
    const compose = parse(readFileSync("docker-compose.yml", "utf8")) as {
      services: { app: { stop_grace_period?: string } };
    };
    const seconds = Number(/^(\d+)s$/.exec(compose.services.app.stop_grace_period ?? "")?.[1] ?? 10);
    expect(seconds * 1000).toBeGreaterThan(loadConfig({}).http.shutdownGraceMs);
  });

  it("reaches the server itself: the image runs node, not npm (which does not pass SIGTERM on)", () => {
    const command = /^CMD (.+)$/m.exec(readFileSync("Dockerfile", "utf8"))?.[1];
    expect(JSON.parse(command ?? "[]")).toEqual(["node", "dist/index.js"]);
  });
});
