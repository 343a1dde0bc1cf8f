import { describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { createLogger } from "./logger";
import { prettyDestination } from "./pretty-log";
import { isDevServerModuleRequest, requestLogMessage } from "./http/request-log";

/** A pretty logger whose lines are collected (pino-pretty without colours when not on a terminal). */
async function prettyLines() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const destination = await prettyDestination(sink);
  return { logger: createLogger("info", destination), lines };
}

describe("the development console", () => {
  it("shows a request as one line with method, path, status and time", async () => {
    const { logger, lines } = await prettyLines();
    logger.info(
      {
        reqId: "r1",
        req: { id: "r1", method: "GET", path: "/api/properties" },
        res: { status: 200 },
        responseTime: 12,
      },
      requestLogMessage,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/properties 200 12 ms$/);
  });

  it("shows the start-up entry as the banner, password included", async () => {
    const { logger, lines } = await prettyLines();
    const startup = { url: "http://localhost:5000", database: "PGlite", mail: "SMTP über mail.example.de:587" };
    logger.info({ startup: { ...startup, admin: { username: "admin", password: "Xy9_geheim" } } }, "Server läuft");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatch(/INFO: Server läuft$/);
    expect(lines.find((line) => line.includes("Passwort"))).toMatch(/│ Passwort +Xy9_geheim +│/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
  });
});

describe("requests the log leaves out in development", () => {
  it("are the Vite dev server's modules, not pages, API calls or media", () => {
    for (const url of [
      "/@vite/client",
      "/@react-refresh",
      "/src/main.tsx",
      "/src/index.css?direct",
      "/@fs/work/app/shared/format.ts",
      "/node_modules/.vite/deps/react.js?v=3f2a91c0",
      "/@id/__x00__react/jsx-dev-runtime",
      "/assets/logo.svg?import",
    ])
      expect(isDevServerModuleRequest(url), url).toBe(true);
    for (const url of ["/", "/properties?type=house", "/api/properties?page=2", "/media/abc/400.webp", "/favicon.svg"])
      expect(isDevServerModuleRequest(url), url).toBe(false);
  });
});
