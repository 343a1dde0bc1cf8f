import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Browser journeys: one file at a time (2 cores: Chromium's own processes fill the second), each
// with its own server, all in one process (isolate: false: the server code is imported, and PGlite
// compiled, once) and one shared Chromium.
export default defineConfig({
  root: fromRoot(""),
  resolve: {
    alias: {
      "@shared": fromRoot("shared"),
      "@": fromRoot("client/src"),
    },
  },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    // A busy machine renders slower, not differently: polls wait long enough for it.
    // Each poll asks the browser over the DevTools protocol; every 200 ms (not vitest's 50) is
    // quick enough for a person's pace and spares the browser a quarter of its work.
    expect: { poll: { timeout: 15_000, interval: 200 } },
    hookTimeout: 120_000,
    pool: "forks",
  },
});
