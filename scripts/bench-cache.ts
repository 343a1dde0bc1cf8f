// Cache-memory benchmark: 5,000 listings on a fresh database of a real PostgreSQL, the API in its
// own process, bundled and run as in production. Phase 1 sends 2,000 distinct filter requests (200 of
// them, BENCH_FULL_LISTS, the full-list flood minPrice=0,1,2,…) and samples the server's resident memory (budget: under 300 MB).
// Phase 2: visitors revalidate the lists they hold (If-None-Match) while an admin edits a listing
// every 100 ms; it reports the share of 304 answers (must stay well above 0).
//   npm run bench:cache -- [postgres://postgres@127.0.0.1:5432/postgres]
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { build } from "esbuild";
import pg from "pg";
import { openPostgres } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { demoProperties } from "../server/db/demo-content";
import { properties } from "../shared/schema/index";
import { propertyTypes, transactionTypes } from "../shared/enums";

const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LISTINGS = 5000;
const DISTINCT_FILTERS = 2000;
// How many of them are the full-list flood (minPrice=0,1,2,…); each costs a 5 MB list's compression.
const FULL_LISTS = Number(process.env.BENCH_FULL_LISTS ?? 200);
const CONCURRENCY = 8;
const EDIT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RSS_BUDGET_MB = 300;
const ADMIN_PASSWORD = "bench-cache-passwort-1";
const dbName = `spreehaus_bench_cache_${process.pid}`;
const districts = [
  "Mitte",
  "Pankow",
  "Friedenau",
  "Neukölln",
  "Wedding",
  "Spandau",
  "Köpenick",
  "Potsdam",
  "Zehlendorf",
];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Resident memory of a process in MB (Linux /proc, else ps). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  return 0;
}

/**
 * The API bundled as `npm run build` bundles it (esbuild, dependencies external) and run by plain
 * node: memory as in production, without the TypeScript loader of `tsx` (about 100 MB more).
 */
async function bundleTarget(): Promise<string> {
  const outfile = "dist/bench/target.mjs";
  await build({
    entryPoints: ["scripts/bench/target.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "@shared": "./shared" },
    logLevel: "warning",
  });
  return outfile;
}

function launch(entry: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_NODE_FLAGS: V8 flags for the server, e.g. "--max-semi-space-size=8 --max-old-space-size=200".
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

/**
 * A revalidation as a browser sends it. Not fetch(): the Fetch standard adds "Cache-Control:
 * no-cache" to a request with a hand-set If-None-Match, which asks the server for a full answer.
 */
function revalidate(url: string, etag: string): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "If-None-Match": etag, "Accept-Encoding": "br, gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
    }).on("error", reject);
  });
}

/** 2,000 distinct queries: the full-list flood, then combinations a search form produces. */
function distinctFilters(): string[] {
  const queries = Array.from({ length: FULL_LISTS }, (_, i) => `minPrice=${i}`);
  for (const city of districts)
    for (const type of ["", ...propertyTypes])
      for (const transactionType of ["", ...transactionTypes])
        for (let step = 0; step < 12 && queries.length < DISTINCT_FILTERS; step++) {
          const parts = [`city=${encodeURIComponent(city)}`, `maxPrice=${500 + step * 250}`];
          if (type) parts.push(`type=${type}`);
          if (transactionType) parts.push(`transactionType=${transactionType}`);
          queries.push(parts.join("&"));
        }
  return queries.slice(0, DISTINCT_FILTERS);
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

await adminQuery(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
let server: ChildProcess | undefined;
try {
  const database = openPostgres(dbUrl.toString());
  await migrate(database);
  const rows = Array.from({ length: LISTINGS }, (_, i) => {
    const demo = demoProperties[i % demoProperties.length];
    return {
      ...demo,
      title: `${demo.title} (${i + 1})`,
      city: `Berlin-${districts[i % districts.length]}`,
      price: demo.transactionType === "rent" ? 400 + ((i * 37) % 4000) : 150_000 + ((i * 7919) % 2_000_000),
      status: i % 20 === 0 ? ("hidden" as const) : ("active" as const),
    };
  });
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(properties).values(rows.slice(i, i + 250));
  await database.close();

  const app = await launch(await bundleTarget(), {
    DATABASE_URL: dbUrl.toString(),
    SESSION_SECRET: "bench-secret-bench-secret",
    ADMIN_PASSWORD,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  });
  server = app.child;
  const base = `http://127.0.0.1:${app.port}`;
  const pid = app.child.pid!;
  console.log(`server RSS idle: ${rssMb(pid).toFixed(0)} MB`);
  const full = Buffer.from(
    await (await fetch(`${base}/api/properties`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
  );
  console.log(`${LISTINGS} listings; the full list is ${(full.length / 1024 / 1024).toFixed(1)} MB of JSON`);
  console.log(`server RSS after one full list: ${rssMb(pid).toFixed(0)} MB`);

  // Phase 1: distinct filters.
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  let failures = 0;
  await runPool(distinctFilters(), CONCURRENCY, async (query) => {
    const res = await fetch(`${base}/api/properties?${query}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    await res.arrayBuffer();
    if (res.status !== 200) failures++;
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const after = rssMb(pid);
  console.log(
    `phase 1: ${DISTINCT_FILTERS} distinct filter requests (${CONCURRENCY} at a time) in ${seconds.toFixed(1)} s, ${failures} not 200`,
  );
  console.log(`server RSS: peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB)`);

  // Phase 2: visitors revalidate 50 lists while the admin edits a listing every 100 ms.
  const headers = { "Content-Type": "application/json", Origin: base, "X-Forwarded-Proto": "https" };
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(";")[0];
  const held = distinctFilters().slice(FULL_LISTS, FULL_LISTS + 50);
  const etags = new Map<string, string>();
  for (const query of held) etags.set(query, (await fetch(`${base}/api/properties?${query}`)).headers.get("etag")!);
  let editing = true;
  let edits = 0;
  const answers = { 304: 0, 200: 0, other: 0 };
  const admin = (async () => {
    while (editing) {
      const id = 1 + Math.floor(Math.random() * LISTINGS);
      const price = 400 + Math.floor(Math.random() * 4000);
      const tick = performance.now();
      const res = await fetch(`${base}/api/properties/${id}`, {
        method: "PATCH",
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({ price }),
      });
      await res.arrayBuffer();
      if (res.ok) edits++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - tick))));
    }
  })();
  const until = performance.now() + EDIT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = worker; performance.now() < until; i++) {
        const query = held[i % held.length];
        const res = await revalidate(`${base}/api/properties?${query}`, etags.get(query)!);
        if (res.status === 304) answers[304]++;
        else if (res.status === 200) {
          answers[200]++;
          etags.set(query, res.etag!);
        } else answers.other++;
      }
    }),
  );
  editing = false;
  await admin;
  const total = answers[304] + answers[200] + answers.other;
  const rate = answers[304] / Math.max(1, total);
  console.log(
    `phase 2: ${edits} admin edits in ${EDIT_SECONDS} s; visitors' revalidations: ${total}, ` +
      `304 ${answers[304]} (${(rate * 100).toFixed(1)} %), 200 ${answers[200]} (their list changed), other ${answers.other}`,
  );
  console.log(`server RSS at the end: ${rssMb(pid).toFixed(0)} MB`);

  const checks: [string, boolean][] = [
    [`peak RSS under ${RSS_BUDGET_MB} MB (${peak.toFixed(0)} MB)`, peak > 0 && peak < RSS_BUDGET_MB],
    [`every filter request answered 200 (${failures} failed)`, failures === 0],
    [`visitors keep getting 304 while the admin edits (${(rate * 100).toFixed(1)} %)`, rate >= 0.5],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
