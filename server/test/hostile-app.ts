import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { staticClient } from "../http/spa";
import { useTestApp, type TestContext } from "./test-app";
import { listen, probeHealthDuring, type Listening } from "./health-probe";

export type HostileContext = TestContext & { baseUrl: string };

/**
 * A built client of one index.html, so page paths (/properties/1, /blog/x) are served as in
 * production; with `renderer`, the source of a server renderer module (dist/ssr/entry-server.js)
 * beside it, so pages are rendered and kept as in production.
 */
export function minimalClient(renderer?: string) {
  const build = mkdtempSync(join(tmpdir(), "spreehaus-hostile-"));
  const root = join(build, "public");
  mkdirSync(root);
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><html lang="de"><head><title>Spreehaus Immobilien</title><meta name="description" content="" /></head><body><div id="root"><!--app--><!--/app--></div></body></html>',
  );
  if (renderer) {
    mkdirSync(join(build, "ssr"));
    writeFileSync(join(build, "ssr", "entry-server.js"), renderer);
  }
  return staticClient(root);
}

/**
 * The whole app (API and pages) on its own database, also listening on a loopback port so that
 * GET /api/health can be probed while an attack runs.
 */
export function useHostileApp(env: Record<string, string> = {}, client = minimalClient()): HostileContext {
  const ctx = useTestApp(env, undefined, client) as HostileContext;
  let server: Listening | undefined;
  beforeAll(async () => {
    server = await listen(ctx.app);
    ctx.baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.close();
  });
  return ctx;
}

/**
 * Runs the attack while probing health, and asserts the server kept answering other visitors in time.
 * `unavoidableMs`: the synchronous work the attack forces on any server (see probeHealthDuring).
 */
export async function withoutBlockingOthers<T>(
  ctx: HostileContext,
  attack: () => Promise<T>,
  unavoidableMs?: number,
): Promise<T> {
  const { result, health } = await probeHealthDuring(ctx.baseUrl, attack, unavoidableMs);
  expect(health.answers, "GET /api/health answered during the attack").toBeGreaterThan(0);
  expect(health.longestGapMs, JSON.stringify(health)).toBeLessThan(health.allowedGapMs);
  return result;
}
