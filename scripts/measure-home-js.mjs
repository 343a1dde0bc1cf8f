// Gzipped JavaScript the home page loads before it is interactive: the entry chunk and every chunk
// it imports statically (modulepreload), read from the Vite manifest of `vite build`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist/public";
const manifest = JSON.parse(readFileSync(`${root}/.vite/manifest.json`, "utf8"));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  (manifest[key].imports ?? []).forEach(visit);
};
visit(Object.keys(manifest).find((key) => manifest[key] === entry));
let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(`${root}/${file}`)).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  gzipped JavaScript before the home page is interactive`);
const budget = Number(process.argv[3] ?? 0);
if (budget && total / 1024 > budget) {
  console.error(`over the budget of ${budget} KB`);
  process.exit(1);
}
