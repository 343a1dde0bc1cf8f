import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on 2 cores is one file at a time; a file mostly waits for its database or
    // its own server, so two at once keep both cores busy.
    maxWorkers: 2,
    // The migrated database each test file copies (server/test/global-setup.ts).
    globalSetup: ["server/test/global-setup.ts"],
  },
});
