// Bundles the server into dist/index.js. Dependencies stay external (installed in production);
// only our own TypeScript (server/ and shared/) is compiled in.
import { copyFileSync, mkdirSync } from "node:fs";
import { build } from "esbuild";

// Task workers (server/**/*.worker.ts) are bundles of their own beside index.js, where
// workerModule() finds them in production.
await build({
  entryPoints: {
    index: "server/index.ts",
    restore: "server/restore.ts",
    "read-openimmo.worker": "server/openimmo/read-openimmo.worker.ts",
    "upload-decoder.worker": "server/media/upload-decoder.worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "@shared": "./shared" },
  sourcemap: true,
  logLevel: "info",
});

// Data the server reads beside its own module (new URL(..., import.meta.url)): beside the bundle.
mkdirSync("dist", { recursive: true });
copyFileSync("server/auth/common-passwords.txt", "dist/common-passwords.txt");
