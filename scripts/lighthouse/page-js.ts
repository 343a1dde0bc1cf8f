// The JavaScript a page parses before it is interactive, from the build's manifest: the entry
// chunk and what it imports statically, and the page's own chunk with what that imports (the
// server announces those as modulepreload). Bytes, gzipped: no load on the machine changes them.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { matchPublicRoute } from "../../shared/public-routes";

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };

export function pageJsBytes(root = "dist/public"): (path: string) => number {
  const manifest: Record<string, Chunk> = JSON.parse(readFileSync(`${root}/.vite/manifest.json`, "utf8"));
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, into);
  };
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key].file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${root}/${file}`)).length);
    return gzipped.get(file)!;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  return (path) => {
    const keys = new Set<string>();
    closure(entry, keys);
    const module = matchPublicRoute(path)?.route.module;
    if (module) closure(module, keys);
    return [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  };
}
