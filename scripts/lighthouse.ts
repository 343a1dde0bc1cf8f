// Lighthouse (mobile preset) on the production build: home, list, a detail page and a blog post.
// Budgets: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO 100. Reports in reports/lighthouse/.
//   npm run build && npx tsx scripts/lighthouse.ts
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { start } from "../server/start";

const budgets = { performance: 0.9, accessibility: 1, "best-practices": 0.95, seo: 1 } as const;
type Category = keyof typeof budgets;

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: "memory://",
  SEED_DEMO: "true",
  SESSION_SECRET: "lighthouse-secret-lighthouse",
  ADMIN_PASSWORD: "lighthouse-passwort-1",
  LOG_LEVEL: "warn",
});
const running = await start(config, createLogger(config.logLevel), { serveClient: "static" });
const base = `http://localhost:${running.port}`;
const [property] = (await (await fetch(`${base}/api/properties`)).json()) as { id: number }[];
const [post] = (await (await fetch(`${base}/api/blog`)).json()) as { slug: string }[];
const allPages = { home: "/", list: "/properties", detail: `/properties/${property.id}`, "blog-post": `/blog/${post.slug}` };
// LH_PAGES=detail,home runs only those pages (while working on one).
const only = process.env.LH_PAGES?.split(",");
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only || only.includes(name)));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
mkdirSync("reports/lighthouse", { recursive: true });
let failed = 0;
try {
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "html", logLevel: "error" });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    writeFileSync(`reports/lighthouse/${name}.html`, result.report as string);
    const scores = Object.keys(budgets).map((key) => {
      const score = result.lhr.categories[key]?.score ?? 0;
      const ok = score >= budgets[key as Category];
      if (!ok) failed++;
      return `${key} ${Math.round(score * 100)}${ok ? "" : " (FAIL)"}`;
    });
    console.log(`${name.padEnd(10)} ${path.padEnd(28)} ${scores.join("  ")}`);
    const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? "?";
    console.log(`           FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`);
    if (process.env.LH_DEBUG) writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(result.lhr, null, 1));
    for (const [id, audit] of Object.entries(result.lhr.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") {
        console.log(`           - ${id}: ${audit.title} ${JSON.stringify(audit.details ?? {}).slice(0, 300)}`);
      }
    }
  }
} finally {
  chrome.kill();
  await running.stop();
}
console.log(failed ? `lighthouse: ${failed} budget(s) missed` : "lighthouse: every budget met");
process.exit(failed ? 1 : 0);
