import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "@shared/public-routes";
import { pageChunks } from "./page-chunks";

/** A build folder whose manifest has the entry (with home) and one chunk per lazy page of the route table. */
function buildWithManifest() {
  const root = mkdtempSync(join(tmpdir(), "spreehaus-chunks-"));
  mkdirSync(join(root, ".vite"));
  const manifest: Record<string, object> = {
    "src/app/main.tsx": { file: "assets/index.js", isEntry: true, imports: ["src/pages/public/home.tsx"] },
    "src/pages/public/home.tsx": { file: "assets/home.js" },
    "_shared.js": { file: "assets/shared.js" },
  };
  for (const route of publicRoutes.filter((r) => r.kind !== "home"))
    manifest[route.module] = { file: `assets/${route.module.split("/").pop()}.js`, imports: ["_shared.js"] };
  writeFileSync(join(root, ".vite/manifest.json"), JSON.stringify(manifest));
  return root;
}

describe("chunks announced for a page", () => {
  const chunksFor = pageChunks(buildWithManifest());

  it("are the page's own chunk and its imports, from the shared route table", () => {
    expect(chunksFor("/properties/7")).toEqual(["/assets/property-detail.tsx.js", "/assets/shared.js"]);
    expect(chunksFor("/blog/")).toEqual(["/assets/blog.tsx.js", "/assets/shared.js"]);
  });

  it("are none for the home page (in the entry already) and for unknown paths", () => {
    expect(chunksFor("/")).toEqual([]);
    expect(chunksFor("/gibt-es-nicht")).toEqual([]);
  });
});
