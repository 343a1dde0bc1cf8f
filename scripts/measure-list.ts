// Latency and size of GET /api/properties on the embedded database with 5,000 listings
// (MEASURE_LISTINGS): the first page of 24 as the list page asks for it, the whole list, and the
// plan PGlite chooses for a filtered, sorted page (EXPLAIN ANALYZE of the app's own SQL).
//   npx tsx scripts/measure-list.ts
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { createApp } from "../server/app";
import { openPglite } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { properties } from "../shared/schema/index";
import { totalRentOf } from "../shared/listing/costs";
import { listQuerySchema } from "../shared/search/list-query";
import { pageSelect } from "../server/properties/properties.repo";
import { benchListings } from "./bench/listings";

const COUNT = Number(process.env.MEASURE_LISTINGS ?? 5000);
const RUNS = 50;
const FILTERED_PAGE = "transactionType=rent&minRooms=2&features=balcony&sort=price_asc&page=2&pageSize=24";

const database = await openPglite("memory://");
await migrate(database);
const rows = benchListings(COUNT).map((row) => ({ ...row, totalRent: totalRentOf(row) }));
for (let i = 0; i < COUNT; i += 250) await database.db.insert(properties).values(rows.slice(i, i + 250));
await database.pool.query("ANALYZE properties");

const filtered = listQuerySchema.parse(Object.fromEntries(new URLSearchParams(FILTERED_PAGE)));
const { sql, params } = pageSelect(database.db, filtered, false).toSQL();
const plan = await database.pool.query<{ "QUERY PLAN": string }>(
  `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`,
  params,
);
console.log(`PGlite plan of a filtered, sorted page (${FILTERED_PAGE}), ${COUNT} listings:`);
for (const line of plan.rows) console.log(`  ${line["QUERY PLAN"]}`);

const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "measure-measure-measure" });
const { app } = createApp({ config, database, logger: createLogger("silent") });
const server = createServer(app).listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Median and p90 of RUNS requests after five to warm up; `fresh` asks past the cache each time. */
async function measure(label: string, path: string, fresh = false) {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < RUNS + 5; i++) {
    const url = `${base}${path}${fresh ? `${path.includes("?") ? "&" : "?"}minPrice=${i}` : ""}`;
    const started = performance.now();
    const res = await fetch(url);
    body = Buffer.from(await res.arrayBuffer());
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p90 = times[Math.floor(times.length * 0.9)];
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, ${(body.length / 1024).toFixed(0)} KiB JSON, ${(gzipSync(body).length / 1024).toFixed(1)} KiB gzipped`,
  );
}

console.log(`GET /api/properties, ${COUNT} listings, ${RUNS} requests each:`);
await measure("first page of 24 (cached)", "/api/properties?page=1&pageSize=24");
await measure("first page of 24 (from the database)", "/api/properties?page=1&pageSize=24", true);
await measure("filtered, sorted page (from the database)", `/api/properties?${FILTERED_PAGE}`, true);
await measure("whole list (cached)", "/api/properties");
server.close();
await database.close();
