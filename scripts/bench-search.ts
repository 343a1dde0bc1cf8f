// Place and radius search at scale: 20,000 listings (BENCH_LISTINGS) spread over Berlin's 96
// Ortsteile on a fresh database of a real PostgreSQL. Prints the plans of place and radius searches
// (EXPLAIN ANALYZE of the app's own SQL, page and count) and says whether each reads an index, then
// autocannon throughput of those searches beside today's filtered list, in the same run: through the
// visitors' cache as deployed, and with the cache off (every request a database query). A benchmark
// to read, not a timed test; it fails only when a selective search's plan reads no index of its own.
//   npx tsx scripts/bench-search.ts [postgres://postgres@127.0.0.1:5432/postgres]
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { and, count } from "drizzle-orm";
import { openPostgres } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { filterConditions, pageSelect } from "../server/properties/properties.repo";
import { properties } from "../shared/schema/index";
import { totalRentOf } from "../shared/listing/costs";
import { berlinBezirke } from "../shared/search/berlin-places";
import { listQuerySchema } from "../shared/search/list-query";
import { benchListings } from "./bench/listings";

const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const dbName = `spreehaus_bench_search_${process.pid}`;

// Each search as the list page asks for it (24 a page). `index` names the index a selective search must read.
const searches = [
  {
    name: "today: filtered list",
    query: "transactionType=rent&minRooms=2&features=balcony&sort=price_asc&page=2&pageSize=24",
  },
  { name: "today: city", query: "city=Berlin&page=1&pageSize=24" },
  { name: "place: Ortsteil", query: "place=Kreuzberg&page=1&pageSize=24", index: /properties_district_key_idx/ },
  { name: "place: Bezirk", query: "place=Friedrichshain-Kreuzberg&page=1&pageSize=24", index: /district_key_idx/ },
  {
    name: "place: umlaut spelling",
    query: "place=Neukoelln&transactionType=rent&sort=price_asc&page=1&pageSize=24",
    index: /district_key_idx/,
  },
  { name: "place: postal code", query: "place=10961&page=1&pageSize=24", index: /properties_postal_code_idx/ },
  {
    name: "radius: 2 km",
    query: "near=52.4991,13.4181&radiusKm=2&page=1&pageSize=24",
    index: /properties_lat_lng_idx/,
  },
  {
    name: "radius: 5 km, rent",
    query: "near=52.4991,13.4181&radiusKm=5&transactionType=rent&sort=price_asc&page=1&pageSize=24",
    index: /properties_lat_lng_idx/,
  },
  { name: "radius: 20 km", query: "near=52.52,13.405&radiusKm=20&page=1&pageSize=24" },
] as const;

// A small deterministic random source: every run benchmarks the same rows.
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** The bench listings placed in Ortsteile: ~1 km around its centre, some without Ortsteil, point or shown address. */
function placedListings(total: number) {
  const next = random(96);
  const ortsteile = berlinBezirke.flatMap((bezirk) => bezirk.ortsteile);
  return benchListings(total).map((row, i) => {
    const ortsteil = ortsteile[i % ortsteile.length];
    const withPoint = next() < 0.9;
    return {
      ...row,
      district: next() < 0.85 ? ortsteil.name : null,
      postalCode: ortsteil.postalCodes[Math.floor(next() * ortsteil.postalCodes.length)],
      showAddress: next() < 0.7,
      latitude: withPoint ? ortsteil.lat + (next() - 0.5) * 0.018 : null,
      longitude: withPoint ? ortsteil.lng + (next() - 0.5) * 0.03 : null,
      totalRent: totalRentOf(row),
    };
  });
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function launch(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/target.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once("exit", (code) => reject(new Error(`the app exited with ${code}`)));
  });
}

async function throughput(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

await adminQuery(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const children: ChildProcess[] = [];
let planFailures = 0;
try {
  const database = openPostgres(dbUrl.toString());
  await migrate(database);
  const rows = placedListings(LISTINGS);
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(properties).values(rows.slice(i, i + 250));
  await database.pool.query("ANALYZE properties");
  const { rows: version } = await database.pool.query("select current_setting('server_version') as v");
  console.log(`${LISTINGS.toLocaleString("en")} listings in 96 Ortsteile, PostgreSQL ${version[0].v}\n`);

  for (const search of searches) {
    const query = listQuerySchema.parse(Object.fromEntries(new URLSearchParams(search.query)));
    const page = pageSelect(database.db, query, false).toSQL();
    const total = database.db
      .select({ total: count() })
      .from(properties)
      .where(and(...filterConditions(query, false)))
      .toSQL();
    console.log(`── ${search.name}: /api/properties?${search.query}`);
    let plans = "";
    for (const [label, statement] of [
      ["page", page],
      ["count", total],
    ] as const) {
      const plan = await database.pool.query(
        `EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${statement.sql}`,
        statement.params as unknown[],
      );
      const lines = plan.rows.map((row: Record<string, unknown>) => String(row["QUERY PLAN"]));
      plans += lines.join("\n");
      console.log(`  ${label}:`);
      for (const line of lines) console.log(`    ${line}`);
    }
    if ("index" in search) {
      const ok = search.index.test(plans);
      if (!ok) planFailures++;
      console.log(`  ${ok ? "ok  " : "FAIL"} reads ${search.index.source}\n`);
    } else console.log("");
  }
  await database.close();

  const env = {
    DATABASE_URL: dbUrl.toString(),
    SESSION_SECRET: "bench-secret-bench-secret",
    ADMIN_PASSWORD: "bench-passwort-1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  };
  const cached = await launch(env);
  children.push(cached.child);
  const uncached = await launch({ ...env, CACHE_MAX_MB: "0" });
  children.push(uncached.child);

  console.log(`Throughput, ${CONNECTIONS} connections, ${DURATION} s each (req/s, p99 ms):`);
  console.log(
    `${"search".padEnd(26)} ${"matches".padStart(8)} ${"cached".padStart(16)} ${"cache off (SQL)".padStart(20)}`,
  );
  for (const search of searches) {
    const path = `/api/properties?${search.query}`;
    const first = await fetch(`http://127.0.0.1:${cached.port}${path}`);
    const matches = first.headers.get("x-total-count");
    const hit = await throughput(`http://127.0.0.1:${cached.port}${path}`);
    const sql = await throughput(`http://127.0.0.1:${uncached.port}${path}`);
    console.log(
      `${search.name.padEnd(26)} ${String(matches).padStart(8)} ${`${hit.rps} / ${hit.p99}`.padStart(16)} ${`${sql.rps} / ${sql.p99}`.padStart(20)}`,
    );
  }
  if (planFailures) {
    console.log(`\n${planFailures} selective search(es) read no index of their own`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
