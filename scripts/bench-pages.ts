// The detail page under load, server-rendered against head-only, side by side in one run: two
// production servers of the same build (the second one without the server renderer, as every page
// was answered before pages were rendered on the server: index.html with the page's head), each on
// its own embedded database with the demo content. Autocannon asks each in turn, ROUNDS rounds of
// BENCH_SECONDS, as a browser asks (br/gzip); the medians are compared. Fails below 60 %.
//   npm run build && npx tsx scripts/bench-pages.ts
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MIN_SHARE = 0.6;
const PAGE = process.env.BENCH_PAGE ?? "/properties/1";
const BROWSER = { Accept: "text/html", "Accept-Encoding": "br, gzip" };

function launch(clientRoot: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/page-target.ts"], {
    env: { ...process.env, CLIENT_ROOT: clientRoot },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(chunk.toString());
      if (match) done({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => fail(new Error(`page target exited with ${code}`)));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(base: string) {
  const result = await autocannon({
    url: `${base}${PAGE}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: BROWSER,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${base}${PAGE}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// Head-only: the same build without dist/ssr beside it (the server then sends index.html with the head).
const headOnlyRoot = join(mkdtempSync(join(tmpdir(), "spreehaus-head-only-")), "public");
symlinkSync(resolve("dist/public"), headOnlyRoot);
const children: ChildProcess[] = [];
let failed = false;
try {
  const ssr = await launch(resolve("dist/public"));
  children.push(ssr.child);
  const headOnly = await launch(headOnlyRoot);
  children.push(headOnly.child);
  for (const [name, base] of [
    ["server-rendered", ssr.base],
    ["head-only", headOnly.base],
  ] as const) {
    const html = await (await fetch(`${base}${PAGE}`)).text();
    console.log(
      `${name}: ${html.includes('data-ssr=""') ? "rendered on the server" : "head only"}, ${html.length} bytes of HTML`,
    );
  }
  // A round each first, not counted: both processes warm (JIT, caches) before they are compared.
  await load(headOnly.base);
  await load(ssr.base);
  const rounds = { ssr: [] as number[], head: [] as number[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const head = await load(headOnly.base);
    const rendered = await load(ssr.base);
    rounds.head.push(head.rps);
    rounds.ssr.push(rendered.rps);
    console.log(
      `round ${round}: head-only ${Math.round(head.rps)} req/s (p99 ${head.p99} ms), server-rendered ${Math.round(rendered.rps)} req/s (p99 ${rendered.p99} ms)`,
    );
  }
  const share = median(rounds.ssr) / median(rounds.head);
  failed = share < MIN_SHARE;
  console.log(
    `GET ${PAGE}: server-rendered ${Math.round(median(rounds.ssr))} req/s, head-only ${Math.round(median(rounds.head))} req/s: ` +
      `${Math.round(share * 100)} % (at least ${MIN_SHARE * 100} %)${failed ? " FAIL" : ""}`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
