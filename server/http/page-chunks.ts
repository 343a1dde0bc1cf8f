import { readFileSync } from "node:fs";
import { resolve } from "node:path";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// Public pages whose code is a lazy chunk: announcing it in the HTML lets the browser fetch it
// together with the entry instead of after it (one round trip less before the first render).
const pageModules: [RegExp, string][] = [
  [/^\/properties\/?$/, "src/pages/public/properties.tsx"],
  [/^\/properties\/\d+\/?$/, "src/pages/public/property-detail.tsx"],
  [/^\/blog\/?$/, "src/pages/public/blog.tsx"],
  [/^\/blog\/[^/]+\/?$/, "src/pages/public/blog-post.tsx"],
  [/^\/(services|about-us|contact|legal)\/?$/, "src/pages/public/$1.tsx"],
  [/^\/application\/\d+\/?$/, "src/pages/public/application.tsx"],
];

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
    const match = pageModules.find(([pattern]) => pattern.test(path));
    if (!match) return [];
    const key = path.replace(match[0], match[1]);
    return [...closure(manifest, key)].filter((k) => !alreadyLoaded.has(k)).map((k) => `/${manifest[k].file}`);
  };
}
