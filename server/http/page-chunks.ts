import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { matchPublicRoute } from "@shared/public-routes";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, into);
  return into;
}

/** Reads the build's manifest once; returns a function giving the extra chunk files of a path. */
export function pageChunks(root: string): (path: string) => string[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(resolve(root, ".vite/manifest.json"), "utf8"));
  } catch {
    return () => [];
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const alreadyLoaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  return (path) => {
    // A lazy page's chunk announced in the HTML is fetched together with the entry instead of after
    // it (one round trip less before the first render). The home page is in the entry already.
    const key = matchPublicRoute(path)?.route.module;
    if (!key) return [];
    return [...closure(manifest, key)].filter((k) => !alreadyLoaded.has(k)).map((k) => `/${manifest[k].file}`);
  };
}
