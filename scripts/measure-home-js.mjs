// Gzipped JavaScript a public page loads before it is interactive: the entry chunk and every chunk
// it imports statically, plus the page's own chunk and what that imports (the server announces
// both as modulepreload), read from the Vite manifest of `vite build`. Prints the entry and the
// typical pages; fails when one of them is over the budget (KB, the second argument).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist/public";
const budget = Number(process.argv[3] ?? 0);
const manifest = JSON.parse(readFileSync(`${root}/.vite/manifest.json`, "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pages = {
  home: "src/pages/public/home.tsx",
  list: "src/pages/public/properties.tsx",
  detail: "src/pages/public/property-detail.tsx",
  blog: "src/pages/public/blog.tsx",
  "blog post": "src/pages/public/blog-post.tsx",
};

const closure = (key, into = new Set()) => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, into);
  return into;
};
const gzipped = (key) => gzipSync(readFileSync(`${root}/${manifest[key].file}`)).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const entry = closure(entryKey);
let entryBytes = 0;
for (const key of entry) {
  entryBytes += gzipped(key);
  console.log(`${kb(gzipped(key))} KB  ${manifest[key].file}`);
}
console.log(`${kb(entryBytes)} KB  gzipped JavaScript of the entry, which every page loads`);
let over = false;
for (const [name, module] of Object.entries(pages)) {
  const own = [...closure(module)].filter((key) => !entry.has(key));
  const total = entryBytes + own.reduce((sum, key) => sum + gzipped(key), 0);
  over ||= budget > 0 && total / 1024 > budget;
  console.log(
    `${kb(total)} KB  before the ${name} page is interactive (${own.map((key) => manifest[key].file).join(", ")})`,
  );
}
if (over) {
  console.error(`over the budget of ${budget} KB`);
  process.exit(1);
}
