// The spread of many Lighthouse runs of one page (LH_DISTRIBUTION=20 npm run lighthouse): every
// run's score, TBT and LCP, then the median, the range and how many runs fell below the gate.
import { benchmarkIndexOf, metric, performanceScore, slowdownOf, type Run } from "./run";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One run's line, printed as soon as it is done. */
export function printRun(name: string, number: number, run: Run) {
  console.log(
    `${name} run ${String(number).padStart(2)}: ${Math.round(performanceScore(run) * 100)}  TBT ${Math.round(metric(run, "total-blocking-time"))} ms  ` +
      `LCP ${(metric(run, "largest-contentful-paint") / 1000).toFixed(2)} s  (index ${benchmarkIndexOf(run)}, ${slowdownOf(run)}×)`,
  );
}

export function printDistribution(name: string, runs: Run[], { gate }: { gate: number }) {
  const scores = runs.map((run) => Math.round(performanceScore(run) * 100));
  const tbt = runs.map((run) => metric(run, "total-blocking-time"));
  const lcp = runs.map((run) => metric(run, "largest-contentful-paint"));
  const below = scores.filter((score) => score < gate * 100).length;
  console.log(
    `${name}: score median ${median(scores)}, min ${Math.min(...scores)}, max ${Math.max(...scores)}, ` +
      `${below} of ${runs.length} below ${gate * 100}; TBT median ${Math.round(median(tbt))} ms (max ${Math.round(Math.max(...tbt))}); ` +
      `LCP median ${(median(lcp) / 1000).toFixed(2)} s (max ${(Math.max(...lcp) / 1000).toFixed(2)})`,
  );
  console.log(`${name} scores: ${scores.join(" ")}`);
}
