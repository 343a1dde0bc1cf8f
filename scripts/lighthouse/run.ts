// One Lighthouse run (mobile preset) in two halves: the page is loaded and traced (simulated
// throttling loads it unthrottled, so the trace does not depend on the multiplier), then audited
// with the CPU slowdown that the benchmark index measured just before that load calls for: its
// default 4× assumes a host with an index of about 1,600 and so emulates a phone of about 400;
// index ÷ 400 (between 1 and 4) emulates the same phone on a slow or busy machine.
// LH_CPU_SLOWDOWN fixes the multiplier instead.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

export type Run = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

const EMULATED_PHONE_INDEX = 400;
const fixedSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const slowdownFor = (benchmarkIndex: number) =>
  fixedSlowdown ?? Math.round(Math.min(4, Math.max(1, benchmarkIndex / EMULATED_PHONE_INDEX)) * 100) / 100;

export const performanceScore = (run: Run) => run.lhr.categories.performance?.score ?? 0;
export const slowdownOf = (run: Run) => run.lhr.configSettings.throttling.cpuSlowdownMultiplier;
export const benchmarkIndexOf = (run: Run) => Math.round(run.lhr.environment.benchmarkIndex);
export const metric = (run: Run, id: string) => run.lhr.audits[id]?.numericValue ?? Number.NaN;

/** Main-thread time of the run (ms, at the run's CPU slowdown), from its trace. */
export const mainThreadMs = (run: Run) => metric(run, "mainthread-work-breakdown");

/**
 * Loads `url` in the Chrome on `port` and audits it. `withoutScripts`: every script request is
 * blocked, so the page is the server's HTML as it is, never hydrated (the page's static twin).
 */
export async function runOnce(url: string, port: number, { withoutScripts = false } = {}): Promise<Run> {
  const artifactsDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const blockedUrlPatterns = withoutScripts ? ["*.js", "*.mjs"] : [];
  try {
    await lighthouse(url, { port, logLevel: "error", gatherMode: artifactsDir, blockedUrlPatterns });
    const artifactsFile = join(artifactsDir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdownFor(artifacts.BenchmarkIndex);
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const outcome = await lighthouse(
      url,
      { port, output: "html", logLevel: "error", auditMode: artifactsDir, blockedUrlPatterns },
      { extends: "lighthouse:default", settings: { throttling: { ...artifacts.settings.throttling } } },
    );
    if (!outcome) throw new Error(`no Lighthouse result for ${url}`);
    return outcome;
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
