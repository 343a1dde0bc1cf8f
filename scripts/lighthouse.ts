// Lighthouse (mobile preset) on the production build: home, list, the detail page of a listing with
// an uploaded photo, and a blog post. Each page is judged on two kinds of budget:
//
// - Lighthouse's categories: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO 100.
//   Each page runs once, with the CPU slowdown calibrated to the machine (scripts/lighthouse/run.ts);
//   a page that misses runs twice more and the median of the three is judged, so a single noisy run
//   never fails the gate and a real regression still does.
// - Budgets that no load on the machine moves: the gzipped JavaScript the page parses before it is
//   interactive (from the build's manifest), and the main-thread work of hydration, measured in the
//   same run against the page's static twin (the same server-rendered HTML with every script
//   blocked): the page may cost at most `hydration` times its twin.
//
// LH_PAGES=detail,home runs only those pages; LH_DISTRIBUTION=20 runs each page that often and
// prints every run and the spread, judging nothing (docs/performance.md).
//   npm run build && npm run lighthouse
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { launchOptions } from "../e2e/support/chromium";
import { startProductionApp } from "./lib/production-app";
import { benchmarkIndexOf, mainThreadMs, performanceScore, runOnce, slowdownOf, type Run } from "./lighthouse/run";
import { pageJsBytes } from "./lighthouse/page-js";
import { printDistribution, printRun } from "./lighthouse/distribution";

const categories = { performance: 0.9, accessibility: 1, "best-practices": 0.95, seo: 1 } as const;
type Category = keyof typeof categories;

/**
 * Per page: gzipped KB of JavaScript before interactive (as built on 29 Nov 2026, rounded up; home
 * and blog post at most the 111 KB the entry alone weighed before pages were rendered on the server),
 * and main-thread work as a multiple of the static twin's. Hydrating costs about three times the
 * twin's work under load; a page rendered in the browser again, or a parser back in a page, costs
 * many times more (docs/performance.md).
 */
const pageBudgets: Record<string, { jsKb: number; hydration: number }> = {
  home: { jsKb: 108, hydration: 5 },
  list: { jsKb: 119, hydration: 5 },
  detail: { jsKb: 122, hydration: 5 },
  "blog-post": { jsKb: 112, hydration: 5 },
};

const app = await startProductionApp();
const only = process.env.LH_PAGES?.split(",");
const pages = Object.entries(app.pages).filter(([name]) => !only || only.includes(name));
const chrome = await chromeLauncher.launch({
  chromePath: launchOptions.executablePath,
  chromeFlags: ["--headless=new", ...(launchOptions.args ?? [])],
});
mkdirSync("reports/lighthouse", { recursive: true });

const run = (path: string, options?: { withoutScripts?: boolean }) =>
  runOnce(`${app.base}${path}`, chrome.port, options);
const meetsCategories = (r: Run) =>
  Object.entries(categories).every(([key, min]) => (r.lhr.categories[key]?.score ?? 0) >= min);
const medianRun = (runs: Run[]) =>
  [...runs].sort((a, b) => performanceScore(a) - performanceScore(b))[Math.floor((runs.length - 1) / 2)];
const describeRun = (r: Run) =>
  `${Math.round(performanceScore(r) * 100)} (index ${benchmarkIndexOf(r)}, ${slowdownOf(r)}×${r.lhr.runtimeError ? `, ${r.lhr.runtimeError.code}` : ""})`;

async function judgePage(name: string, path: string, jsBytes: number): Promise<number> {
  const runs = [await run(path)];
  // A run that misses gets two more; the median of the three is judged.
  if (!meetsCategories(runs[0])) runs.push(await run(path), await run(path));
  const judged = medianRun(runs);
  // The static twin is measured once; a run that brings back no trace (a Lighthouse runtime error,
  // seen once on a busy machine) is repeated, up to twice, rather than failing the page on NaN.
  let twin = await run(path, { withoutScripts: true });
  for (let retry = 0; retry < 2 && !Number.isFinite(mainThreadMs(twin)); retry++) {
    console.log(
      `           (static twin of ${name} without a trace${twin.lhr.runtimeError ? `: ${twin.lhr.runtimeError.code}` : ""}; measured again)`,
    );
    twin = await run(path, { withoutScripts: true });
  }
  writeFileSync(`reports/lighthouse/${name}.html`, judged.report as string);
  if (process.env.LH_DEBUG) writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(judged.lhr, null, 1));

  let missed = 0;
  const scores = Object.keys(categories).map((key) => {
    const score = judged.lhr.categories[key]?.score ?? 0;
    const ok = score >= categories[key as Category];
    if (!ok) missed++;
    return `${key} ${Math.round(score * 100)}${ok ? "" : " (FAIL)"}`;
  });
  const budget = pageBudgets[name];
  const jsKb = jsBytes / 1024;
  const work = mainThreadMs(judged) / mainThreadMs(twin);
  const jsOk = !budget || jsKb <= budget.jsKb;
  const workOk = !budget || work <= budget.hydration;
  missed += Number(!jsOk) + Number(!workOk);
  console.log(
    `${name.padEnd(10)} ${path.padEnd(28)} ${scores.join("  ")}   (runs: ${runs.map(describeRun).join(", ")})`,
  );
  const shown = (id: string) => judged.lhr.audits[id]?.displayValue ?? "?";
  console.log(
    `           FCP ${shown("first-contentful-paint")}, LCP ${shown("largest-contentful-paint")}, TBT ${shown("total-blocking-time")}, CLS ${shown("cumulative-layout-shift")}, SI ${shown("speed-index")}`,
  );
  console.log(
    `           JS before interactive ${jsKb.toFixed(1)} KB${budget ? ` (budget ${budget.jsKb})` : ""}${jsOk ? "" : " FAIL"}; ` +
      `main thread ${Math.round(mainThreadMs(judged))} ms vs. static HTML ${Math.round(mainThreadMs(twin))} ms = ${work.toFixed(2)}×` +
      `${budget ? ` (budget ${budget.hydration}×)` : ""}${workOk ? "" : " FAIL"}`,
  );
  for (const [id, audit] of Object.entries(judged.lhr.audits)) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      console.log(`           - ${id}: ${audit.title} ${JSON.stringify(audit.details ?? {}).slice(0, 300)}`);
  }
  return missed;
}

let failed = 0;
try {
  const distribution = Number(process.env.LH_DISTRIBUTION ?? 0);
  const jsBytesOf = pageJsBytes();
  for (const [name, path] of pages) {
    if (distribution > 0) {
      const runs: Run[] = [];
      for (let i = 1; i <= distribution; i++) {
        runs.push(await run(path));
        printRun(name, i, runs[runs.length - 1]);
      }
      printDistribution(name, runs, { gate: categories.performance });
    } else failed += await judgePage(name, path, jsBytesOf(path));
  }
} finally {
  chrome.kill();
  await app.stop();
}
console.log(failed ? `lighthouse: ${failed} budget(s) missed` : "lighthouse: every budget met");
process.exit(failed ? 1 : 0);
