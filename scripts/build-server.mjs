// Bundles the server into dist/index.js. Dependencies stay external (installed in production);
// only our own TypeScript (server/ and shared/) is compiled in.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "@shared": "./shared" },
  sourcemap: true,
  logLevel: "info",
});
